import ScrimCore
import ScrimTerminal
import Synchronization

/// The terminal a box is drawn on while its keys come from dialog's `--input-fd N` (a
/// `TTY(input:)`): the end of those keys is Esc, as dialog takes it (exit 255), not the
/// hang-up the end of a terminal's own input is.
final class KeyDescriptorDevice: TerminalDevice {
  private let terminal: any TerminalDevice
  /// Whether `stop()` was called, so that the input's end that follows is the stop's.
  private let stopping = Mutex(false)

  /// Draws on `terminal`, which reads the keys from the descriptor.
  init(_ terminal: any TerminalDevice) {
    self.terminal = terminal
  }

  var size: Size { terminal.size }

  func write(_ bytes: [UInt8]) throws(TerminalError) {
    try terminal.write(bytes)
  }

  func start(_ modes: TerminalModes) throws(TerminalError) -> AsyncStream<DeviceEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: DeviceEvent.self)
    try start(modes) { event in
      if let event { continuation.yield(event) } else { continuation.finish() }
    }
    return stream
  }

  func start(
    _ modes: TerminalModes, delivering deliver: @escaping @Sendable (DeviceEvent?) -> Void
  ) throws(TerminalError) {
    stopping.withLock { $0 = false }
    // The closure holds this device until the terminal's input thread ends, at `stop()`.
    try terminal.start(modes) { event in
      guard event == nil, !self.stopping.withLock({ $0 }) else { return deliver(event) }
      // A lone Esc, which the key parser takes as the key once its wait is over.
      deliver(.input([0x1B]))
    }
  }

  func stop() {
    stopping.withLock { $0 = true }
    terminal.stop()
  }

  func suspend() {
    terminal.suspend()
  }
}
