import CGTK
import ScrimGTK

extension GTKApp {
  /// When the app's GLib timeout fires, on GLib's monotonic clock in microseconds
  /// (`g_get_monotonic_time`); nil when none is set.
  var timeoutReadyTime: Int? {
    guard timerSource != 0, let source = g_main_context_find_source_by_id(nil, timerSource)
    else { return nil }
    return g_source_get_ready_time(source)
  }
}

/// GLib's monotonic clock now, in microseconds: what a timeout's ready time counts on.
func glibNow() -> Int { g_get_monotonic_time() }
