import CGTK
@_spi(Renderer) import ScrimCore
import Testing

/// Runs GLib's main context, blocking only until its next event, until `condition`
/// holds; records a failure naming `what` when `timeout` passes first.
///
/// Nothing here sleeps: each turn handles whatever GTK has (a configure, a frame, a
/// draw) and the wait ends on the turn that makes the condition true. The timeout is a
/// GLib timer that wakes the context, so a condition that never holds fails instead of
/// hanging the run.
///
/// - Returns: Whether the condition held in time.
@MainActor
@discardableResult
func runMainContext(
  until what: String, timeout: Duration = .seconds(10),
  sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) -> Bool {
  if condition() { return true }
  let expired = UnsafeMutablePointer<gboolean>.allocate(capacity: 1)
  expired.initialize(to: 0)
  defer { expired.deallocate() }
  let milliseconds = UInt32(timeout.components.seconds * 1000)
  let timer = g_timeout_add_full(
    G_PRIORITY_DEFAULT, milliseconds,
    { data in
      data?.assumingMemoryBound(to: gboolean.self).pointee = 1
      return 0  // G_SOURCE_REMOVE
    }, expired, nil)
  while !condition() {
    guard expired.pointee == 0 else {
      Issue.record("waited \(timeout) for \(what)", sourceLocation: sourceLocation)
      return false
    }
    g_main_context_iteration(nil, 1)
  }
  if expired.pointee == 0 { g_source_remove(timer) }
  return true
}

extension Scene {
  /// The modal layer, if one shows.
  var modalState: ModalLayerState? {
    for layer in layers {
      if case .modal(let state) = layer { return state }
    }
    return nil
  }

  /// The banner layer, if one shows (the first, when both edges have one).
  var bannerState: BannerLayerState? {
    for layer in layers {
      if case .banner(let state) = layer { return state }
    }
    return nil
  }
}
