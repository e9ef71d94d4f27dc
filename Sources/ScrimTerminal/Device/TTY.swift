import ScrimCore
import ScrimSystem
import Synchronization

/// The process's controlling terminal, opened as /dev/tty so that drawing works even
/// when stdin and stdout are redirected (`choice=$(scrim sheet ...)`).
///
/// `start` saves the terminal's attributes, enters raw mode and the requested modes,
/// and arms signal handlers; `stop` (or `deinit`, `exit`, or a terminating signal)
/// puts everything back. Only one TTY may be started at a time in a process.
///
///     let tty = try TTY()
///     let events = try tty.start(TerminalModes())
///     defer { tty.stop() }
public final class TTY: TerminalDevice {
  private struct State {
    var cooked: termios?
    var pipe: (read: Int32, write: Int32)?
    var thread: InputThread?
    /// The modes' enter sequence until the first write carries it.
    var pendingEnter: [UInt8] = []
  }

  private let descriptor: Int32
  /// Where keys are read: the terminal itself, or a descriptor given (dialog's
  /// `--input-fd`), which is left open.
  private let input: Int32?
  private let fallbackSize: Size
  private let state = Mutex(State())

  /// Opens the controlling terminal.
  ///
  /// - Parameters:
  ///   - path: The terminal device. Defaults to "/dev/tty".
  ///   - fallbackSize: The size used when the terminal does not report one (a serial
  ///     line, some CI pseudo-terminals). Defaults to 80×24.
  /// - Throws: `TerminalError.noTerminal` when it cannot be opened.
  public convenience init(
    path: String = "/dev/tty", fallbackSize: Size = Size(width: 80, height: 24)
  ) throws(TerminalError) {
    try self.init(path: path, fallbackSize: fallbackSize, input: nil)
  }

  /// Opens the controlling terminal to draw on, reading keys from another descriptor.
  ///
  ///     let tty = try TTY(input: 3)  // dialog's --input-fd 3
  ///
  /// - Parameters:
  ///   - path: The terminal device. Defaults to "/dev/tty".
  ///   - fallbackSize: The size used when the terminal does not report one (a serial
  ///     line, some CI pseudo-terminals). Defaults to 80×24.
  ///   - input: A descriptor to read keys from instead of the terminal, which is then
  ///     only drawn on (and in raw mode, so that typing does not echo over the frame), or
  ///     nil for the terminal itself.
  /// - Throws: `TerminalError.noTerminal` when it cannot be opened.
  public init(
    path: String = "/dev/tty", fallbackSize: Size = Size(width: 80, height: 24),
    input: Int32?
  ) throws(TerminalError) {
    let descriptor = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .noTerminal(path: path, errno: Platform.errno) }
    guard isatty(descriptor) == 1 else {
      close(descriptor)
      throw .noTerminal(path: path, errno: ENOTTY)
    }
    self.descriptor = descriptor
    self.input = input
    self.fallbackSize = fallbackSize
  }

  deinit {
    stop()
    close(descriptor)
  }

  /// The terminal's size in cells, read fresh each time.
  public var size: Size { Self.size(of: descriptor, fallback: fallbackSize) }

  private static func size(of descriptor: Int32, fallback: Size) -> Size {
    Platform.windowSize(descriptor).map { Size(width: $0.columns, height: $0.rows) } ?? fallback
  }

  /// Writes the bytes in as few system calls as the kernel allows (one, normally).
  ///
  /// The first write after `start` carries the modes' enter sequence in front of the
  /// frame, so the first frame is one system call too.
  public func write(_ bytes: [UInt8]) throws(TerminalError) {
    let enter = state.withLock { state -> [UInt8] in
      defer { state.pendingEnter = [] }
      return state.pendingEnter
    }
    let ok = (enter.isEmpty ? bytes : enter + bytes).withUnsafeBytes {
      Platform.writeAll(descriptor, $0)
    }
    if !ok { throw .systemCall(operation: "write", errno: Platform.errno) }
  }

  /// Enters raw mode, arms the signal handlers, and starts reading; `modes` go out in
  /// front of the first write, which is the first frame.
  public func start(_ modes: TerminalModes) throws(TerminalError) -> AsyncStream<DeviceEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: DeviceEvent.self)
    try start(modes) { event in
      if let event { continuation.yield(event) } else { continuation.finish() }
    }
    return stream
  }

  /// Starts as `start(_:)` does, handing each event to `deliver` on the input thread.
  public func start(
    _ modes: TerminalModes, delivering deliver: @escaping @Sendable (DeviceEvent?) -> Void
  ) throws(TerminalError) {
    var cooked = termios()
    guard tcgetattr(descriptor, &cooked) == 0 else {
      throw .systemCall(operation: "tcgetattr", errno: Platform.errno)
    }
    var raw = Platform.rawAttributes(from: cooked)
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { throw .systemCall(operation: "pipe", errno: Platform.errno) }
    guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else {
      let code = Platform.errno
      close(pipeEnds[0])
      close(pipeEnds[1])
      throw .systemCall(operation: "tcsetattr", errno: code)
    }
    SignalRelay.arm(
      terminal: descriptor, pipe: pipeEnds[1], cooked: cooked, raw: raw,
      enter: modes.enterSequence, exit: modes.exitSequence)
    let descriptor = descriptor
    let fallback = fallbackSize
    let thread = InputThread(terminal: input ?? descriptor, pipe: pipeEnds[0], deliver: deliver) {
      Self.size(of: descriptor, fallback: fallback)
    }
    state.withLock { state in
      state.cooked = cooked
      state.pipe = (pipeEnds[0], pipeEnds[1])
      state.thread = thread
      state.pendingEnter = Array(modes.enterSequence.utf8)
    }
    if !thread.start() {
      stop()
      throw .systemCall(operation: "pthread_create", errno: Platform.errno)
    }
  }

  /// Stops the process with SIGTSTP; the signal relay restores the terminal before the stop
  /// and redraws after it.
  public func suspend() {
    kill(getpid(), SIGTSTP)
  }

  /// Restores the terminal: modes off, cursor shown, main screen, cooked mode.
  public func stop() {
    let taken = state.withLock { state -> State in
      defer { state = State() }
      return state
    }
    guard taken.cooked != nil else { return }
    SignalRelay.disarm()
    if let pipe = taken.pipe {
      let quit: [UInt8] = [UInt8(ascii: "Q")]
      quit.withUnsafeBytes { _ = Platform.writeAll(pipe.write, $0) }
      taken.thread?.join()
      close(pipe.read)
      close(pipe.write)
    }
  }
}
