import ScrimTerminal
import Testing

/// One input and the events it must give, after `idle()` resolves anything pending.
struct InputCase: CustomTestStringConvertible, Sendable {
  let name: String
  let bytes: [UInt8]
  let events: [InputEvent]

  init(_ name: String, _ input: String, _ events: [InputEvent]) {
    self.name = name
    self.bytes = Array(input.utf8)
    self.events = events
  }

  init(_ name: String, bytes: [UInt8], _ events: [InputEvent]) {
    self.name = name
    self.bytes = bytes
    self.events = events
  }

  var testDescription: String { "\(name): \(visibleBytes(bytes))" }
}

/// The bytes with ESC and other controls spelled out, as "\e[1;5A".
func visibleBytes(_ bytes: [UInt8]) -> String {
  bytes.map { byte in
    switch byte {
    case 0x1B: "\\e"
    case 0x20...0x7E: String(UnicodeScalar(byte))
    default: "\\x" + String(byte, radix: 16, uppercase: true)
    }
  }.joined()
}

/// Adjacent text events joined, since read boundaries may split a text run anywhere.
func merged(_ events: [InputEvent]) -> [InputEvent] {
  var result: [InputEvent] = []
  for event in events {
    if case .text(let next) = event, case .text(let previous)? = result.last {
      result[result.count - 1] = .text(previous + next)
    } else {
      result.append(event)
    }
  }
  return result
}

/// Feeds `chunks` as separate reads, then idles; returns every event, text merged.
func parse(_ chunks: [ArraySlice<UInt8>], parser: InputParser = InputParser()) -> [InputEvent] {
  var parser = parser
  var events: [InputEvent] = []
  for chunk in chunks { events += parser.feed(chunk) }
  events += parser.idle()
  return merged(events)
}

/// Feeds `bytes` in one read, then idles.
func parse(_ bytes: [UInt8], parser: InputParser = InputParser()) -> [InputEvent] {
  parse([bytes[...]], parser: parser)
}

/// Feeds the string's UTF-8 in one read, then idles.
func parse(_ input: String) -> [InputEvent] { parse(Array(input.utf8)) }

let esc = "\u{1B}"
