import Testing

@testable import ScrimCLI

/// The answers file a person writes: its entries read as written, and a mistake named by
/// its line.
@Suite struct AnswersFileTests {
  @Test("entries read in order: kind, pattern, and each key and word")
  func reads() throws {
    let entries = try AnswersFile.entries(
      of: """
        # the installer's questions
        [yesno "Format the disk?"]
        button = No

        [menu "Choose*"] choose = eu
        [checklist]
        check = ssh
        check = "http server"
        [inputbox *] text = "  two spaces  "
        text = second
        [gauge] repeat
        [pause] wait
        [msgbox] escape
        """)
    #expect(
      entries.map(\.kind) == ["yesno", "menu", "checklist", "inputbox", "gauge", "pause", "msgbox"])
    #expect(entries.map(\.line) == [2, 5, 6, 9, 11, 12, 13])
    #expect(entries[0].pattern == "Format the disk?")
    #expect(entries[0].button == "No")
    #expect(entries[1].pattern == "Choose*")
    #expect(entries[1].choose == "eu")
    #expect(entries[2].check == ["ssh", "http server"])
    #expect(entries[3].pattern == nil)
    #expect(entries[3].texts == ["  two spaces  ", "second"])
    #expect(entries[4].isRepeatable)
    #expect(entries[5].waits)
    #expect(entries[6].escapes)
  }

  @Test(
    "a mistake is named by its line",
    arguments: [
      ("[yesno]\nbuton = Yes\n", 2, "unknown key"),
      ("button = Yes\n", 1, "before any question"),
      ("# fine\n\n[yesnoo]\n", 3, "no question is of kind"),
      ("[menu \"Choose\n", 1, "not closed"),
      ("[menu \"Choose\" extra]\n", 1, "a header is"),
      ("[menu]\nchoose = \"eu\" x\n", 2, "after the closing quote"),
      ("[menu]\nchoose eu\n", 2, "is not an answer"),
    ])
  func badLine(_ text: String, _ line: Int, _ says: String) {
    #expect {
      _ = try AnswersFile.entries(of: text)
    } throws: { error in
      guard let error = error as? AnswersFileError else { return false }
      return error.line == line && error.message.contains(says)
        && error.description.hasPrefix("line \(line): ")
    }
  }

  @Test("an entry written out reads back the same")
  func roundTrip() throws {
    var entry = AnswerEntry(kind: "form", pattern: "Who \"you\" are")
    entry.texts = ["Ann", "", " padded", "two\nlines"]
    entry.button = "OK"
    entry.check = []
    entry.isRepeatable = true
    let read = try AnswersFile.entries(of: AnswersFile.text(of: [entry]))
    #expect(read.count == 1)
    var expected = entry
    expected.line = 1
    #expect(read.first == expected)
  }

  @Test("patterns: a glob matches the whole text, else a piece of it")
  func patterns() {
    #expect(Glob.matches("Format*", "Format the disk?"))
    #expect(!Glob.matches("Format", "Reformat"))
    #expect(Glob.matches("disk", "Format the disk?"))
    #expect(!Glob.matches("disk*", "Format the disk?"))
    #expect(Glob.matches("*disk?", "Format the disk?"))
    #expect(Glob.matches("", "anything"))
    #expect(!Glob.matches("a*b*c*d*e*f*g", String(repeating: "a", count: 5_000)))
  }
}
