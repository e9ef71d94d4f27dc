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
    var continuation: AsyncStream<DeviceEvent>.Continuation?
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
    state.withLock { state in
      state.modes = modes
      state.output += Array(modes.enterSequence.utf8)
      state.continuation = continuation
    }
    return stream
  }

  /// Records the exit sequence and ends the stream.
  public func stop() {
    let continuation = state.withLock { state -> AsyncStream<DeviceEvent>.Continuation? in
      guard let modes = state.modes else { return nil }
      state.output += Array(modes.exitSequence.utf8)
      state.modes = nil
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.finish()
  }

  /// Delivers bytes as if typed.
  public func send(_ bytes: [UInt8]) {
    _ = state.withLock { $0.continuation }?.yield(.input(bytes))
  }

  /// Delivers text as if typed.
  public func send(_ text: String) { send(Array(text.utf8)) }

  /// Changes the size and delivers a resize event.
  public func resize(columns: Int, rows: Int) {
    let continuation = state.withLock { state in
      state.size = Size(width: columns, height: rows)
      return state.continuation
    }
    continuation?.yield(.resized(Size(width: columns, height: rows)))
  }

  /// Forgets the output written so far.
  public func clearOutput() { state.withLock { $0.output.removeAll() } }
}
