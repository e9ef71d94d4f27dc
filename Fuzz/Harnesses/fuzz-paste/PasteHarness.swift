import FuzzSupport
import ScrimCore
import ScrimTerminal

private let start = Array("\u{1B}[200~".utf8)
private let end = Array("\u{1B}[201~".utf8)

/// Puts the input (after its first byte) inside a bracketed paste and traps unless the
/// paste delivers no control character but "\n", keeps to its size limit (the first
/// byte picks a small one, or the default), is the only event when the body holds no
/// ESC, and reads the same however the bytes are split.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPaste(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = fuzzBytes(data, size)
  guard let first = input.first else { return 0 }
  let limit = first < 0x80 ? Int(first % 64) : nil
  let body = Array(input.dropFirst())
  let bytes = start + body + end
  let parser = limit.map { InputParser(maxPasteBytes: $0) } ?? InputParser()
  let readings = splits(bytes).map { events(of: $0, parser: parser) }
  for reading in readings.dropFirst() {
    require(reading == readings[0], "splits disagree on \(body): \(readings)")
  }
  for event in readings[0] {
    guard case .paste(let text, _) = event else { continue }
    require(
      !text.unicodeScalars.contains { TextSanitizer.isControl($0) && $0 != "\n" },
      "control in paste \(text.unicodeScalars.map(\.value)) from \(body)")
    // Each kept byte gives at most one scalar, whatever cleaning and decoding did.
    if let limit { require(text.unicodeScalars.count <= limit, "paste over its limit") }
  }
  if !body.contains(0x1B) {
    require(readings[0].count == 1, "a paste without ESC gave \(readings[0])")
    guard case .paste(_, let truncated) = readings[0].first else {
      fatalError("a paste without ESC gave \(readings[0])")
    }
    // ASCII controls other than line breaks and tabs are dropped before they count.
    let kept = body.filter {
      !(($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0x7F)
    }
    require(truncated == (kept.count > (limit ?? 1 << 20)), "truncated is \(truncated) for \(body)")
  }
  return 0
}
