import FuzzSupport
import ScrimCore
import ScrimTerminal

/// Feeds terminal input whole, byte by byte and in random chunks, and traps unless all
/// three give the same events (adjacent text joined, as the parser documents) and every
/// event keeps its promises: text is never empty and holds no control character, a paste
/// holds none but "\n".
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = fuzzBytes(data, size)
  let readings = splits(bytes).map { events(of: $0) }
  for reading in readings.dropFirst() {
    require(reading == readings[0], "splits disagree on \(bytes): \(readings)")
  }
  for event in readings[0] { check(event) }
  return 0
}

private func check(_ event: InputEvent) {
  switch event {
  case .text(let text):
    require(!text.isEmpty, "an empty text event")
    require(!text.unicodeScalars.contains(where: TextSanitizer.isControl), "control in \(text)")
  case .paste(let text, _):
    require(
      !text.unicodeScalars.contains { TextSanitizer.isControl($0) && $0 != "\n" },
      "control in paste \(text.unicodeScalars.map(\.value))")
  case .mouse(let mouse):
    require(mouse.column >= 0 && mouse.row >= 0, "mouse outside the screen: \(mouse)")
  case .cursorPosition(let row, let column):
    require(row >= 0 && column >= 0, "cursor report outside the screen")
  case .key, .focusIn, .focusOut:
    break
  }
}
