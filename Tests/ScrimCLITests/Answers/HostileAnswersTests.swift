import ScrimTesting
import Testing

@testable import ScrimCLI

/// Whatever bytes an answers file or a transcript holds, reading it gives entries or an
/// error naming a line: never a crash, a hang or a stack overflow.
@Suite struct HostileAnswersTests {
  /// Pieces the readers treat specially, mixed with random bytes.
  private static let pieces = [
    "[", "]", "\"", "\\", "=", "#", "\n", "\r\n", " ", "\t", "*", "?", "[yesno", "text =",
    "check", "{", "}", "[", ",", ":", "\\u", "\\uD800", "true", "null", "\u{0}", "\u{1B}[2J",
    "é", "👍🏽",
  ]

  private static func text(_ generator: inout SeededGenerator, length: Int) -> String {
    var text = ""
    for _ in 0..<length {
      if Bool.random(using: &generator) {
        text += pieces.randomElement(using: &generator) ?? ""
      } else {
        text.unicodeScalars.append(
          Unicode.Scalar(UInt8.random(in: 0...0x7F, using: &generator)))
      }
    }
    return text
  }

  @Test("random answers files read as entries or as an error with a line number")
  func answersFiles() {
    var generator = SeededGenerator(seed: 36)
    for _ in 0..<2_000 {
      let text = Self.text(&generator, length: Int.random(in: 0...80, using: &generator))
      do {
        let entries = try AnswersFile.entries(of: text)
        // What reads also writes out and reads back the same.
        let again = try AnswersFile.entries(of: AnswersFile.text(of: entries))
        #expect(again.map(\.kind) == entries.map(\.kind))
      } catch {
        #expect(error.line >= 1, "\(text.debugDescription): \(error)")
      }
    }
  }

  @Test("random and deeply nested transcripts read as answers or as an error")
  func transcripts() {
    var generator = SeededGenerator(seed: 3636)
    var texts = (0..<2_000).map { _ in
      Self.text(&generator, length: Int.random(in: 0...80, using: &generator))
    }
    texts.append(String(repeating: "[", count: 100_000))
    texts.append("{\"kind\":" + String(repeating: "{\"a\":", count: 10_000))
    for text in texts {
      do {
        _ = try TranscriptAnswers.answers(fromTranscript: text)
      } catch {
        #expect(error.line >= 1)
      }
    }
  }
}
