/// Turns a transcript (`SCRIM_TRANSCRIPT`) into an answers file that replays its run: one
/// entry a question, in order, each matching its question's kind and title (or text) and
/// giving the answer that was given (`scrim answers --from FILE`).
///
/// A question that ended by itself (a gauge whose input ran out) needs no entry, and gets
/// none. A secure field's text is not in the transcript: its entry holds the mask, with a
/// comment asking for the answer.
package enum TranscriptAnswers {
  /// The answers file for the transcript `text`.
  ///
  /// - Throws: The first line that is not a transcript record, with its number.
  package static func answers(fromTranscript text: String) throws(AnswersFileError) -> String {
    var blocks: [String] = []
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      if line.allSatisfy(\.isWhitespace) { continue }
      let record: JSONValue
      do {
        record = try JSONValue.parse(String(line))
      } catch {
        throw AnswersFileError(line: number, "not a transcript record: \(error.message)")
      }
      guard let entry = try self.entry(record, line: number) else { continue }
      var block = "# \(record["front"]?.string ?? "scrim") \(entry.kind)"
      if let title = record["title"]?.string, !title.isEmpty {
        block += ": " + oneLine(title)
      } else if let text = record["text"]?.string, !text.isEmpty {
        block += ": " + oneLine(text)
      }
      block += "\n"
      if case .array(let secure)? = record["answer"]?["secure"], secure.contains(.bool(true)) {
        block +=
          "# a secure field's answer is not kept: write it in place of "
          + TranscriptRecord.mask + "\n"
      }
      blocks.append(block + AnswersFile.text(of: entry))
    }
    return blocks.joined(separator: "\n")
  }

  /// The entry that gives `record`'s answer, or nil for a question that ended by itself.
  private static func entry(_ record: JSONValue, line: Int) throws(AnswersFileError)
    -> AnswerEntry?
  {
    guard let kind = record["kind"]?.string, let answer = record["answer"] else {
      throw AnswersFileError(line: line, "a record names its kind and its answer")
    }
    let question = AnswerQuestion(
      name: QuestionName(front: record["front"]?.string ?? "scrim", kind: kind),
      title: record["title"]?.string ?? "", text: record["text"]?.string ?? "")
    var entry = AnswerEntry(
      kind: AnswersFile.kinds.contains(kind) ? kind : "*", pattern: question.pattern, line: line)
    entry.button = answer["button"]?.string
    entry.choose = answer["choose"]?.string
    entry.check = answer["check"]?.strings
    entry.uncheck = answer["uncheck"]?.strings ?? []
    entry.texts = answer["text"]?.strings ?? []
    entry.escapes = answer["escape"] == .bool(true)
    entry.waits = answer["wait"] == .bool(true)
    guard entry.button != nil || entry.escapes || entry.waits else { return nil }
    return entry
  }

  private static func oneLine(_ text: String) -> String {
    let line = text.split(separator: "\n").first.map(String.init) ?? ""
    return UserText.visible(line.count > 60 ? String(line.prefix(60)) + "…" : line)
  }
}
