/// A device that can hand its events to a closure on its own thread instead of through an
/// `AsyncStream`, whose every wait leaves the main actor (see `LoopInbox`).
///
/// `TerminalApp.run()` uses it when the device offers it; other devices go through
/// `TerminalDevice.start(_:)`.
protocol DirectEventDevice: TerminalDevice {
  /// Starts as `start(_:)` does, calling `deliver` with each event from the device's own
  /// thread, and with nil once, when input ends.
  func start(
    _ modes: TerminalModes, delivering deliver: @escaping @Sendable (DeviceEvent?) -> Void
  ) throws(TerminalError)
}
