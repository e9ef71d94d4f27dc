import ScrimCLI
import ScrimSystem
import Testing

/// Reads from real pipes; no test waits for a clock: a wait's limit is zero, absent, or
/// there only so that a lost signal fails instead of hanging.
@Suite struct StandardLineIOTests {
  /// A pipe holding `text`, its write end closed when `closes` is true.
  private func pipeHolding(_ text: String, closes: Bool = true) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    if closes { close(ends[1]) }
    return (ends[0], closes ? -1 : ends[1])
  }

  private func sink() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    return (ends[0], ends[1])
  }

  @Test("lines are split at LF (CR LF too); a last line without one still counts; then EOF")
  func lines() {
    let input = pipeHolding("one\r\ntwo\n\nlast")
    let output = sink()
    defer { for descriptor in [input.read, output.read, output.write] { close(descriptor) } }
    let io = StandardLineIO(input: input.read, output: output.write)
    #expect(io.readLine(secure: false) == .line("one"))
    #expect(io.readLine(secure: false) == .line("two"))
    #expect(io.readLine(secure: false) == .line(""))
    #expect(io.readLine(secure: true) == .line("last"))
    #expect(io.readLine(secure: false) == .endOfInput)
    #expect(io.readLine(secure: false) == .endOfInput)
  }

  @Test("piped answers are echoed to the prompt output, secrets as an empty line")
  func echo() {
    let input = pipeHolding("ann\nsecret\n")
    let output = sink()
    defer { for descriptor in [input.read, output.read, output.write] { close(descriptor) } }
    let io = StandardLineIO(input: input.read, output: output.write)
    io.write("Name: ")
    _ = io.readLine(secure: false)
    io.write("PIN: ")
    _ = io.readLine(secure: true)
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { read(output.read, $0.baseAddress, $0.count) }
    #expect(String(decoding: buffer[..<max(0, count)], as: UTF8.self) == "Name: ann\nPIN: \n")
  }

  @Test("an open pipe with nothing in it times out when the wait's limit is spent")
  func timeout() {
    let input = pipeHolding("ready\n", closes: false)
    let output = sink()
    defer {
      for descriptor in [input.read, input.write, output.read, output.write] { close(descriptor) }
    }
    let io = StandardLineIO(input: input.read, output: output.write)
    #expect(
      io.readLine(secure: false, waitingAtMost: .zero) == .line("ready"),
      "what has arrived is still read")
    #expect(io.readLine(secure: false, waitingAtMost: .zero) == .timedOut)
  }

  @Test("a signal reported on the signal pipe ends the wait")
  func signal() throws {
    let input = pipeHolding("", closes: false)
    let output = sink()
    let signals = try #require(SignalPipe())
    defer {
      signals.uninstall()
      for descriptor in [input.read, input.write, output.read, output.write] { close(descriptor) }
    }
    let io = StandardLineIO(input: input.read, output: output.write, signals: signals)
    // Process-directed, as from a terminal: test threads may block thread-directed signals.
    kill(getpid(), SIGHUP)
    // A limit only so that a lost signal fails the test instead of hanging it.
    #expect(
      io.readLine(secure: false, waitingAtMost: .seconds(10)) == .interrupted(signal: SIGHUP))
  }
}
