import CGTK

/// `--notification`: a desktop notification sent as zenity sends it, with the
/// freedesktop Notify call on the session bus through GLib's own D-Bus (GDBus).
///
/// The text's first line is the summary and the rest the body; the icon is `--icon-name`
/// or `--window-icon`. When nothing answers on the bus, zenity's warning goes to stderr and
/// the exit status is 1.
enum ZenityNotification {
  /// Why a notification could not be shown: GDBus's message.
  struct Failure: Error {
    var message: String
  }

  /// Sends the notification and returns the id the service gave it.
  ///
  /// A session bus that accepts the connection and never answers ends the process with
  /// status 1 and a line naming it, where GDBus would wait for ever (`AnswerDeadline`).
  static func send(summary: String, body: String, icon: String) throws(Failure) -> UInt32 {
    try AnswerDeadline.guarding(
      { SilentPeer.sessionBus(environmentVariable).map { [$0] } ?? [] }, status: 1,
      message: { bus in
        "zenity: Error showing notification: \(bus.description) accepted the connection and "
          + "has not answered in \(AnswerDeadline.seconds) seconds\n"
      }
    ) { () throws(Failure) -> UInt32 in
      try call(summary: summary, body: body, icon: icon)
    }
  }

  /// The Notify call on the session bus.
  private static func call(summary: String, body: String, icon: String) throws(Failure) -> UInt32 {
    var error: UnsafeMutablePointer<GError>?
    guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
      throw Failure(message: take(error))
    }
    defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
    let actions = ["default", "Do Default Action"]
    let hintType = g_variant_type_new("{sv}")
    defer { g_variant_type_free(hintType) }
    var children: [OpaquePointer?] = [
      g_variant_new_string("Zenity notification"),
      g_variant_new_uint32(0),
      g_variant_new_string(icon),
      g_variant_new_string(summary),
      g_variant_new_string(body),
      strv(actions),
      g_variant_new_array(hintType, nil, 0),
      g_variant_new_int32(-1),
    ]
    let parameters = children.withUnsafeMutableBufferPointer {
      g_variant_new_tuple($0.baseAddress, gsize($0.count))
    }
    let replyType = g_variant_type_new("(u)")
    defer { g_variant_type_free(replyType) }
    guard
      let reply = g_dbus_connection_call_sync(
        bus, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
        "org.freedesktop.Notifications", "Notify", parameters, replyType,
        G_DBUS_CALL_FLAGS_NONE, -1, nil, &error)
    else {
      throw Failure(message: take(error))
    }
    defer { g_variant_unref(reply) }
    guard let id = g_variant_get_child_value(reply, 0) else { return 0 }
    defer { g_variant_unref(id) }
    return g_variant_get_uint32(id)
  }

  /// The summary and body of `text`: its first line and the rest, after C escapes.
  static func parts(of text: String) -> (summary: String, body: String) {
    let text = ZenityText.compressed(text)
    guard let newline = text.firstIndex(of: "\n") else { return (text, "") }
    return (String(text[..<newline]), String(text[text.index(after: newline)...]))
  }

  private static func strv(_ strings: [String]) -> OpaquePointer? {
    var copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    return copies.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: UnsafePointer<gchar>?.self) {
        g_variant_new_strv($0.baseAddress, gssize($0.count))
      }
    }
  }

  private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
  }
}
