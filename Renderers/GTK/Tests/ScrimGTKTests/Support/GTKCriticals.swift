import CGTK

/// The criticals GTK logs while `body` runs: each a check that failed in a GTK call, such
/// as `gtk_widget_queue_draw` on a widget that is no longer one.
///
/// GLib prints them and goes on (unless G_DEBUG=fatal-criticals), so a test that must see
/// none collects them here instead.
@MainActor
func gtkCriticals(during body: () throws -> Void) rethrows -> [String] {
  let collected = CollectedMessages()
  let context = Unmanaged.passRetained(collected)
  defer { context.release() }
  let handler = g_log_set_handler(
    "Gtk", GLogLevelFlags(G_LOG_LEVEL_CRITICAL.rawValue), collectMessage, context.toOpaque())
  defer { g_log_remove_handler("Gtk", handler) }
  try body()
  return collected.messages
}

/// The messages a log handler collected.
private final class CollectedMessages {
  var messages: [String] = []
}

private let collectMessage: GLogFunc = { _, _, message, context in
  guard let context else { return }
  let collected = Unmanaged<CollectedMessages>.fromOpaque(context).takeUnretainedValue()
  collected.messages.append(message.map { String(cString: $0) } ?? "")
}
