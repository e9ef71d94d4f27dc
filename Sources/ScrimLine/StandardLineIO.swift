import ScrimSystem

/// Accessible mode's real input and output: prompts to stderr, answers from stdin.
///
/// Reading waits with `poll()` on stdin and on the signal pipe, so a time-out or a signal
/// ends the wait at once and never leaves the terminal without echo. How long a read may
/// wait is the runner's to say, from its stage's clock (`readLine(secure:waitingAtMost:)`).
///
/// Input that cannot be an answer ends the input, with a line on the prompt output that
/// says why: a line longer than `maximumLineLength`, or, when stdin is not a terminal, a
/// NUL byte (`</dev/zero`, a binary file). So endless input ends too, and a line costs
/// time and memory in proportion to its length, bounded by the limit.
package final class StandardLineIO: LineIO {
  /// The most bytes an answer line may have, without its line break: 1 MiB.
  package static let maximumLineLength = 1 << 20

  private let input: Int32
  private let output: Int32
  private let signals: SignalPipe?
  private let echoesAnswers: Bool
  private var lines: LineSplitter
  private var reachedEnd = false

  /// Makes the IO.
  ///
  /// - Parameters:
  ///   - input: Where answers are read. Defaults to stdin.
  ///   - output: Where prompts go. Defaults to stderr.
  ///   - signals: Reports SIGINT, SIGHUP, SIGTERM and SIGQUIT while waiting, or nil to
  ///     leave them to their default action.
  ///   - maximumLineLength: The most bytes an answer line may have. Defaults to
  ///     `maximumLineLength` (1 MiB).
  package init(
    input: Int32 = STDIN_FILENO, output: Int32 = STDERR_FILENO, signals: SignalPipe? = nil,
    maximumLineLength: Int = StandardLineIO.maximumLineLength
  ) {
    self.input = input
    self.output = output
    self.signals = signals
    let isTerminal = isatty(input) == 1
    // Answers piped in are not echoed by a terminal; writing them after the prompt keeps
    // the transcript on stderr readable (secrets are never written).
    echoesAnswers = !isTerminal
    // Ctrl-@ types a NUL on a terminal, by accident as often as not: it makes that answer
    // invalid, not the run over.
    lines = LineSplitter(limit: maximumLineLength, rejectsNUL: !isTerminal)
  }

  /// Reads `input` a line at a time, writing nothing, and stops for this IO's signals.
  package func reading(_ input: Int32, maximumLineLength: Int) -> any LineIO {
    StandardLineIO(
      input: input, output: -1, signals: signals, maximumLineLength: maximumLineLength)
  }

  /// Writes all of `text`.
  package func write(_ text: String) {
    FileOutput(output).write(text)
  }

  /// Reads up to the next line break, as long as it takes; a last line without one still
  /// counts.
  package func readLine(secure: Bool) -> LineInput {
    readLine(secure: secure, waitingAtMost: nil)
  }

  /// Reads up to the next line break, waiting at most `limit`; a last line without one
  /// still counts.
  package func readLine(secure: Bool, waitingAtMost limit: Duration?) -> LineInput {
    let deadline = limit.map { ContinuousClock.now.advanced(by: max(.zero, $0)) }
    let echo = secure ? EchoGuard(input) : nil
    defer { echo?.restore() }
    while !reachedEnd {
      switch lines.next() {
      case .line(let line):
        return answered(String(decoding: line, as: UTF8.self), secure: secure, echo: echo)
      case .needsInput:
        if let stop = fill(until: deadline) { return stop }
      case .tooLong:
        return refuse("an answer line is longer than \(describedLimit)")
      case .notText:
        return refuse("the input holds a NUL byte, so it is not text")
      }
    }
    switch lines.finish() {
    case .line(let line)?:
      return answered(String(decoding: line, as: UTF8.self), secure: secure, echo: echo)
    case .tooLong?:
      return refuse("an answer line is longer than \(describedLimit)")
    case .notText?:
      return refuse("the input holds a NUL byte, so it is not text")
    case .needsInput?, nil:
      return .endOfInput
    }
  }

  /// Ends the input for good, saying why on the prompt's line; the runner then ends that
  /// line, as it does for every stop.
  private func refuse(_ reason: String) -> LineInput {
    reachedEnd = true
    lines = LineSplitter(limit: lines.limit, rejectsNUL: lines.rejectsNUL)
    write("\nscrim: \(reason); taken as the end of input")
    return .endOfInput
  }

  /// The limit as the error names it: "1 MiB", or a number of bytes.
  private var describedLimit: String {
    lines.limit > 0 && lines.limit % (1 << 20) == 0
      ? "\(lines.limit >> 20) MiB" : "\(lines.limit) bytes"
  }

  /// Ends the prompt's line where the terminal did not: after a secret typed without echo,
  /// and after an answer read from a pipe or file.
  private func answered(_ line: String, secure: Bool, echo: EchoGuard?) -> LineInput {
    if echoesAnswers {
      write((secure ? "" : UserText.visible(line)) + "\n")
    } else if echo?.isActive == true {
      write("\n")
    }
    return .line(line)
  }

  /// Waits for input and appends it to the buffer; returns why waiting stopped instead.
  private func fill(until deadline: ContinuousClock.Instant?) -> LineInput? {
    var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
    if let signals {
      descriptors.append(pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0))
    }
    let ready = poll(&descriptors, nfds_t(descriptors.count), waitMilliseconds(until: deadline))
    // Asked whatever poll saw: a signal that comes with the input's end (Ctrl-C ends a
    // gauge's producer too) may wake poll for the input, its handler running only as poll
    // returns; taken for the end of input, it would let the script go on.
    if let signal = signals?.take() { return .interrupted(signal: signal) }
    if ready == 0 {
      guard let deadline else { return nil }
      return ContinuousClock.now < deadline ? nil : .timedOut
    }
    if ready < 0 { return errno == EINTR || errno == EAGAIN ? nil : endOfInput() }
    var chunk = [UInt8](repeating: 0, count: 16_384)
    let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
    if count > 0 {
      lines.append(chunk[..<count])
    } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
      reachedEnd = true
    }
    return nil
  }

  private func endOfInput() -> LineInput? {
    reachedEnd = true
    return nil
  }

  /// What is left until the deadline, in whole milliseconds for poll; -1 for no limit.
  private func waitMilliseconds(until deadline: ContinuousClock.Instant?) -> Int32 {
    guard let deadline else { return -1 }
    let left = ContinuousClock.now.duration(to: deadline)
    guard left > .zero else { return 0 }
    let (seconds, attoseconds) = left.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1
    // poll takes an Int32; longer waits simply wake up and wait again.
    return Int32(min(milliseconds, Int64(Int32.max)))
  }
}
