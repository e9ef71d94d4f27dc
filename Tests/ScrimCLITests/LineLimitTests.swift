import ScrimCLI
import ScrimSystem
import Testing

/// Accessible mode's input is bounded: endless input ends, a line has a length limit, and
/// reading costs time in proportion to the bytes read.
@Suite struct LineLimitTests {
  /// A temporary file holding `bytes`, opened for reading and already unlinked.
  private func file(holding bytes: [UInt8]) throws -> Int32 {
    let path = "/tmp/scrim-lines-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL, 0o600)
    try #require(descriptor >= 0)
    unlink(path)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    try #require(written == bytes.count)
    lseek(descriptor, 0, SEEK_SET)
    return descriptor
  }

  /// A file to collect what the IO writes (answers from a file are echoed, and a pipe
  /// could not hold a 1 MiB one), as one descriptor to read and one to write.
  private func sink() throws -> (read: Int32, write: Int32) {
    let descriptor = try file(holding: [])
    return (descriptor, dup(descriptor))
  }

  /// Everything written to the sink.
  private func drained(_ descriptor: Int32) -> String {
    var collected: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    var offset: off_t = 0
    while true {
      let count = chunk.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, $0.count, offset)
      }
      guard count > 0 else { break }
      collected += chunk[..<count]
      offset += off_t(count)
    }
    return String(decoding: collected, as: UTF8.self)
  }

  @Test("NUL bytes from a file end the input with a clear error instead of being an answer")
  func nulBytes() throws {
    let input = try file(holding: [UInt8](repeating: 0, count: 3 << 20))
    let output = try sink()
    defer { for descriptor in [input, output.read, output.write] { close(descriptor) } }
    let io = StandardLineIO(input: input, output: output.write)
    #expect(io.readLine(secure: false) == .endOfInput)
    #expect(io.readLine(secure: false) == .endOfInput, "and it stays ended")
    #expect(
      drained(output.read) == "\nscrim: the input holds a NUL byte, so it is not text; "
        + "taken as the end of input")
  }

  @Test("endless NUL bytes (</dev/zero) end the input")
  func devZero() throws {
    let input = open("/dev/zero", O_RDONLY)
    try #require(input >= 0)
    let output = try sink()
    defer { for descriptor in [input, output.read, output.write] { close(descriptor) } }
    let io = StandardLineIO(input: input, output: output.write)
    #expect(io.readLine(secure: false) == .endOfInput)
    #expect(drained(output.read).contains("NUL byte"))
  }

  @Test("a line longer than 1 MiB ends the input with a clear error; shorter lines before it count")
  func longLine() throws {
    let limit = StandardLineIO.maximumLineLength
    let bytes =
      Array("first\n".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: limit)
      + Array("\n".utf8) + [UInt8](repeating: UInt8(ascii: "b"), count: 3 * limit)
      + Array("\nlast\n".utf8)
    let input = try file(holding: bytes)
    let output = try sink()
    defer { for descriptor in [input, output.read, output.write] { close(descriptor) } }
    let io = StandardLineIO(input: input, output: output.write)
    #expect(io.readLine(secure: false) == .line("first"))
    #expect(io.readLine(secure: false) == .line(String(repeating: "a", count: limit)))
    #expect(io.readLine(secure: false) == .endOfInput)
    #expect(io.readLine(secure: false) == .endOfInput, "the lines after it are not read")
    #expect(
      drained(output.read).hasSuffix(
        "\nscrim: an answer line is longer than 1 MiB; taken as the end of input"))
  }

  @Test("the limit counts bytes without the line break; a last line without one is held to it")
  func smallLimit() throws {
    let input = try file(holding: Array("12345678\r\n123456789".utf8))
    let output = try sink()
    defer { for descriptor in [input, output.read, output.write] { close(descriptor) } }
    let io = StandardLineIO(
      input: input, output: output.write, maximumLineLength: 8)
    #expect(io.readLine(secure: false) == .line("12345678"))
    #expect(io.readLine(secure: false) == .endOfInput)
    #expect(drained(output.read).hasSuffix("longer than 8 bytes; taken as the end of input"))
  }

  @Test("the scrim command cancels (exit 1) when its input holds a NUL byte")
  func commandEndsOnNUL() throws {
    let scrim = ChildProcess.product("scrim")
    let result = try #require(
      ChildProcess.run(scrim, ["alert", "--title", "Continue?"], input: "\u{0}\n1\n"),
      "build \(scrim) first")
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("scrim: the input holds a NUL byte"))
  }
}
