import ScrimCore
import ScrimTerminal
import Synchronization

/// A terminal in memory: tests send it input and resize events and read back every
/// byte written, with no real terminal involved.
///
///     let terminal = InMemoryTerminal(columns: 40, rows: 12)
///     terminal.send("\u{1B}")  // Esc
public final class InMemoryTerminal: TerminalDevice {
  private struct State {
    var size: Size
    var output: [UInt8] = []
    var writes = 0
    var modes: TerminalModes?
    /// Where events go: a stream (`start(_:)`) or a closure (`start(_:delivering:)`,
    /// the way `TerminalApp.run()` starts every device).
    var deliver: (@Sendable (DeviceEvent?) -> Void)?
  }

  private let state: Mutex<State>

  /// Makes a terminal of a size.
  public init(columns: Int, rows: Int) {
    state = Mutex(State(size: Size(width: columns, height: rows)))
  }

  /// The current size.
  public var size: Size { state.withLock { $0.size } }

  /// Every byte written so far.
  public var output: [UInt8] { state.withLock { $0.output } }

  /// How many `write` calls were made.
  public var writeCount: Int { state.withLock { $0.writes } }

  /// Whether the terminal is in raw mode with modes on (between start and stop).
  public var isStarted: Bool { state.withLock { $0.modes != nil } }

  /// Records the bytes.
  public func write(_ bytes: [UInt8]) throws(TerminalError) {
    state.withLock { state in
      state.output += bytes
      state.writes += 1
    }
  }

  /// Records the modes' enter sequence and returns the stream tests feed.
  public func start(_ modes: TerminalModes) throws(TerminalError) -> AsyncStream<DeviceEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: DeviceEvent.self)
    try start(modes) { event in
      if let event { continuation.yield(event) } else { continuation.finish() }
    }
    return stream
  }

  /// Records the modes' enter sequence; what tests send goes to `deliver` on the
  /// sending thread, as a TTY hands over what its input thread reads.
  public func start(
    _ modes: TerminalModes, delivering deliver: @escaping @Sendable (DeviceEvent?) -> Void
  ) throws(TerminalError) {
    state.withLock { state in
      state.modes = modes
      state.output += Array(modes.enterSequence.utf8)
      state.deliver = deliver
    }
  }

  /// Records the exit sequence and ends the events.
  public func stop() {
    let deliver = state.withLock { state -> (@Sendable (DeviceEvent?) -> Void)? in
      guard let modes = state.modes else { return nil }
      state.output += Array(modes.exitSequence.utf8)
      state.modes = nil
      defer { state.deliver = nil }
      return state.deliver
    }
    deliver?(nil)
  }

  /// Delivers bytes as if typed.
  public func send(_ bytes: [UInt8]) {
    state.withLock { $0.deliver }?(.input(bytes))
  }

  /// Delivers text as if typed.
  public func send(_ text: String) { send(Array(text.utf8)) }

  /// Changes the size and delivers a resize event.
  public func resize(columns: Int, rows: Int) {
    let deliver = state.withLock { state in
      state.size = Size(width: columns, height: rows)
      return state.deliver
    }
    deliver?(.resized(Size(width: columns, height: rows)))
  }

  /// Forgets the output written so far.
  public func clearOutput() { state.withLock { $0.output.removeAll() } }
}
