import FuzzSupport
import ScrimCLI
import ScrimSystem

/// Reads the input as accessible mode's answer lines.
///
/// The first byte picks a line limit up to 63 and whether NUL ends the input; the rest
/// is split into answer lines, whole, byte by byte and in random chunks, and
/// traps unless all agree, every line keeps to the limit, no line holds a line break (or
/// a refused NUL), the work is one look at each byte, and at most a line is held. With
/// the first byte's top bit set, the real reader reads the same bytes from a pipe and
/// must give the same lines.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLines(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = fuzzBytes(data, size)
  guard let first = input.first else { return 0 }
  let limit = Int(first & 0x3F)
  let rejectsNUL = first & 0x40 != 0
  let body = Array(input.dropFirst())
  let readings = splits(body, longest: 32).map {
    lines(of: $0, limit: limit, rejectsNUL: rejectsNUL)
  }
  for reading in readings.dropFirst() {
    require(reading == readings[0], "splits disagree on \(body): \(readings)")
  }
  for case .line(let line) in readings[0] {
    require(line.count <= limit, "a line of \(line.count) bytes over \(limit)")
    require(!line.contains(0x0A), "a line break inside a line")
    require(!rejectsNUL || !line.contains(0), "a NUL inside a line")
  }
  if first & 0x80 != 0, body.count <= 60_000 {
    let expected = lines(of: [body[...]], limit: limit, rejectsNUL: true)
    require(readThroughPipe(body, limit: limit) == answers(expected), "the reader disagrees")
  }
  return 0
}

/// What the splitter gives for `chunks`, up to and including the first thing that is not
/// a line.
private func lines(of chunks: [ArraySlice<UInt8>], limit: Int, rejectsNUL: Bool)
  -> [LineSplitter.Next]
{
  var splitter = LineSplitter(limit: limit, rejectsNUL: rejectsNUL)
  var results: [LineSplitter.Next] = []
  var fed = 0
  for chunk in chunks {
    splitter.append(chunk)
    fed += chunk.count
    while true {
      let next = splitter.next()
      if next == .needsInput { break }
      results.append(next)
      guard case .line = next else { return results }
    }
    require(splitter.bufferedByteCount <= limit + 1, "more than a line is held")
    require(splitter.examinedByteCount <= fed, "a byte was searched twice")
  }
  if let last = splitter.finish() { results.append(last) }
  return results
}

/// The answers `StandardLineIO` should give for what the splitter gave: the lines, then
/// the end of input, whether the input ended or was refused.
private func answers(_ results: [LineSplitter.Next]) -> [LineInput] {
  var answers: [LineInput] = []
  for case .line(let bytes) in results {
    answers.append(.line(String(decoding: bytes, as: UTF8.self)))
  }
  return answers + [.endOfInput]
}

private let nullDevice = open("/dev/null", O_WRONLY)

/// Every answer the real reader gives for `bytes` from a pipe, up to the end of input.
private func readThroughPipe(_ bytes: [UInt8], limit: Int) -> [LineInput] {
  var ends: [Int32] = [-1, -1]
  guard pipe(&ends) == 0 else { fatalError("no pipe") }
  defer { close(ends[0]) }
  let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
  close(ends[1])
  require(written == bytes.count, "the pipe took \(written) of \(bytes.count) bytes")
  let io = StandardLineIO(
    input: ends[0], output: nullDevice, maximumLineLength: limit)
  var results: [LineInput] = []
  while true {
    let answer = io.readLine(secure: false)
    results.append(answer)
    if answer == .endOfInput { return results }
    require(results.count <= bytes.count + 1, "more answers than bytes")
  }
}
