import FuzzSupport
import ScrimCLI
import ScrimSystem

/// Reads the input as `scrim-gtk zenity`'s stdin: a `--progress` box's lines or a
/// `--list` box's cells, through the readers the window uses (pure Swift, in ScrimCLI).
///
/// The first byte picks the box (bit 0: progress, else list), a small line or byte limit
/// (bits 1 to 3, so that cutting is reached with short inputs), and for a list its
/// columns (bits 4 and 5: 1 to 4) and whether the first holds check marks (bit 6).
/// Traps unless:
/// - progress: every split of the input into reads gives the same lines, each byte is
///   looked at once, at most the limit is held, no kept line is over the limit, and each
///   line means a percentage within 0...100 (never NaN), a text or a pulse;
/// - list: the cells are the input's lines, byte for byte, up to the limits; every row has
///   a cell per column; what OK prints for every row is the cells chosen, joined.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZenity(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = fuzzBytes(data, size)
  guard let mode = input.first else { return 0 }
  let body = Array(input.dropFirst())
  let limit = [0, 1, 2, 8, 64, 1024, 65_536, 1 << 20][Int(mode >> 1) & 7]
  if mode & 1 == 1 {
    checkProgress(body, limit: limit)
  } else {
    let columns = 1 + (Int(mode >> 4) & 3)
    checkList(body, limit: limit, columns: columns, hasMarks: mode & 0x40 != 0)
  }
  return 0
}

/// A progress box's stdin, split every way `splits` gives.
private func checkProgress(_ body: [UInt8], limit: Int) {
  var expected: [[UInt8]]?
  for chunks in splits(body, longest: 4096) {
    var splitter = ZenityLineSplitter(limit: limit)
    var lines: [[UInt8]] = []
    for chunk in chunks {
      lines += splitter.append(chunk)
      require(splitter.bufferedByteCount <= limit, "\(splitter.bufferedByteCount) bytes held")
    }
    require(splitter.examinedByteCount == body.count, "looked at \(splitter.examinedByteCount)")
    if let last = splitter.finish() { lines.append(last) }
    if let expected {
      require(lines == expected, "the lines depend on how the input was read")
    }
    expected = lines
  }
  for line in expected ?? [] {
    require(line.count <= limit && !line.contains(0x0A), "a line of \(line.count) bytes")
    switch ZenityProgressLine(String(decoding: line, as: UTF8.self)) {
    case .percentage(let percent)?:
      require((0...100).contains(percent), "a percentage of \(percent)")
    case .text, .pulsate, nil: break
    }
  }
}

/// A list box's stdin read up to `limit` bytes (through a pipe when it fits in one), its
/// cells up to `limit` too, laid out in `columns`.
private func checkList(_ body: [UInt8], limit: Int, columns: Int, hasMarks: Bool) {
  let read = body.count < 60_000 ? readThroughPipe(body, limit: limit) : bounded(body, limit)
  require(read == bounded(body, limit), "the pipe's read is not the input's first bytes")
  let (cells, isCut) = ZenityListInput.cells(of: read, limit: max(1, limit))
  require(cells.count <= max(1, limit), "\(cells.count) cells")
  // The cells are the input's lines as given, byte for byte.
  let kept = cells.map { ArgumentText.bytes(of: $0) }
  let lines = body.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
  require(Array(lines.prefix(kept.count)) == kept, "a cell is not its line")
  let whole = body.isEmpty ? 0 : lines.count - (body.last == 0x0A ? 1 : 0)
  if !isCut { require(kept.count == whole, "\(kept.count) cells of \(whole) lines, no cut") }
  let names = (1...columns).map { "C\($0)" }
  let table = ZenityListTable(columns: names, cells: cells, hasMarks: hasMarks)
  require(table.rows.allSatisfy { $0.count == columns }, "a row without a cell per column")
  require(table.rows.count == (cells.count + columns - 1) / columns, "\(table.rows.count) rows")
  let all = Array(table.rows.indices)
  for printColumn in [nil, "ALL", "1", "2,1", "0,99"] as [String?] {
    _ = table.output(for: all, printColumn: printColumn, separator: "|")
  }
  if !all.isEmpty, let printed = table.output(for: all, printColumn: "ALL", separator: "\u{1}") {
    let shown = (hasMarks ? 1 : 0)..<columns
    let values = table.rows.flatMap { row in shown.map { row[$0] } }
    require(printed == values.joined(separator: "\u{1}") + "\n", "OK prints other cells")
  }
  _ = table.initiallyMarked
}

/// The first `limit` bytes of `body`, and whether it went on.
private func bounded(_ body: [UInt8], _ limit: Int) -> ZenityBoundedRead {
  ZenityBoundedRead(bytes: Array(body.prefix(limit)), isCut: body.count > limit)
}

/// `body` written whole into a pipe (it fits), the write end closed, then read as the
/// window reads stdin.
private func readThroughPipe(_ body: [UInt8], limit: Int) -> ZenityBoundedRead {
  var ends: [Int32] = [-1, -1]
  require(pipe(&ends) == 0, "no pipe")
  defer { close(ends[0]) }
  var offset = 0
  while offset < body.count {
    let written = body[offset...].withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    require(written > 0, "the pipe took no bytes")
    offset += written
  }
  close(ends[1])
  return ZenityBoundedRead.read(ends[0], limit: limit)
}
