import CGTK
import ScrimCLI
import ScrimSystem

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
    ZenityText.notificationParts(of: text)
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

extension ZenityNotification {
  /// The longest command line kept: the rest of a longer line is dropped, so that a line
  /// without an end cannot take all memory.
  static let maximumLineLength = 1 << 20

  /// `--notification --listen`: reads commands from `input`, one a line, as zenity 3.44
  /// does, until its end.
  ///
  /// `message:` and `tooltip:` send a notification of their text (summary, then body after
  /// an escaped newline), `icon:` sets the icon of those sent after it, `visible:` and
  /// `hints:` change nothing here; any other command, or a line without a colon, is
  /// reported on `errors` and skipped. zenity then keeps running until it is killed;
  /// scrim-gtk ends with status 0 once the input ends, so that a script's `wait` returns.
  static func listen(to input: Int32, errors: any TextOutput) {
    var icon = ""
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        // A last line without its newline is still a command.
        if !pending.isEmpty { run(command: pending, icon: &icon, errors: errors) }
        return
      }
      for byte in buffer[0..<count] {
        if byte == UInt8(ascii: "\n") {
          run(command: pending, icon: &icon, errors: errors)
          pending.removeAll(keepingCapacity: true)
        } else if pending.count < maximumLineLength {
          pending.append(byte)
        }
      }
    }
  }

  /// Runs one command line, without its newline.
  static func run(command line: [UInt8], icon: inout String, errors: any TextOutput) {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
      errors.write("Could not parse command from stdin\n")
      return
    }
    let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
    let name = line[..<colon].drop(while: isSpace).reversed().drop(while: isSpace).reversed()
    let command = String(decoding: name, as: UTF8.self).lowercased()
    let value = Array(line[(colon + 1)...].drop(while: isSpace))
    switch command {
    case "icon":
      icon = String(decoding: value, as: UTF8.self)
    case "message", "tooltip":
      guard let text = String(validating: value, as: UTF8.self) else {
        errors.write("zenity: Invalid UTF-8 in input!\n")
        return
      }
      let parts = parts(of: text)
      do {
        _ = try send(summary: parts.summary, body: parts.body, icon: icon)
      } catch {
        errors.write("zenity: Error showing notification: \(error.message)\n")
      }
    case "visible", "hints":
      break
    default:
      errors.write("zenity: Unknown command '\(String(decoding: name, as: UTF8.self))'\n")
    }
  }
}
