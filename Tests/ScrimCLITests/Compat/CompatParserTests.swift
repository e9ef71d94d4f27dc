import Testing

@testable import ScrimCLI

/// Reading whiptail's and dialog's command lines as they do.
@Suite struct CompatParserTests {
  private func parse(_ program: CompatProgram, _ arguments: [String]) throws -> CompatRequest {
    try CompatParser(program: program).parse(arguments)
  }

  @Test("options before the box, after its items, and in --name=value form all apply")
  func optionsAnywhere() throws {
    let request = try parse(
      .whiptail,
      ["--title=Disk", "--menu", "Pick", "15", "40", "4", "a", "A", "b", "B", "--notags"])
    let box = try #require(request.boxes.first)
    #expect(box.kind == .menu)
    #expect(box.options.title == "Disk")
    #expect(box.options.noTags)
    #expect(box.rest == ["a", "A", "b", "B"])
    #expect(box.sizes == [15, 40, 4])
  }

  @Test("both programs' spellings of the button labels are read")
  func labelSpellings() throws {
    let request = try parse(
      .dialog,
      ["--yes-button", "Sure", "--no-label", "Nope", "--ok-button", "Go", "--yesno", "Q", "0", "0"])
    let options = try #require(request.boxes.first).options
    #expect(options.yesLabel == "Sure")
    #expect(options.noLabel == "Nope")
    #expect(options.okLabel == "Go")
  }

  @Test("whiptail reads no more than a box takes: the extra words real scripts pass are dropped")
  func extraNumbers() throws {
    for extra in ["0", "oops"] {
      let request = try parse(.whiptail, ["--msgbox", "Hi", "8", "40", extra])
      let box = try #require(request.boxes.first)
      #expect(box.rest.isEmpty)
      #expect(try box.optionalArgument() == nil)
    }
  }

  @Test("a size that is not a number names the box's usage")
  func badSize() {
    #expect {
      try parse(.whiptail, ["--yesno", "Q", "tall", "40"])
    } throws: { error in
      (error as? CompatUsageError)?.message.contains("<text> <height> <width>") == true
    }
  }

  @Test("an unknown option is an error naming the boxes; whiptail marks it as unknown")
  func unknownOption() {
    #expect {
      try parse(.whiptail, ["--frobnicate", "--msgbox", "Hi", "8", "40"])
    } throws: { error in
      guard let error = error as? CompatUsageError else { return false }
      return error.isUnknownOption && error.message.contains("--msgbox")
        && error.message.contains("--checklist")
    }
  }

  @Test("a box of dialog's that whiptail lacks is a clear error naming it")
  func unsupportedBox() {
    #expect {
      try parse(.whiptail, ["--form", "F", "0", "0", "0"])
    } throws: { error in
      (error as? CompatUsageError)?.message.contains("dialog has it; whiptail does not") == true
    }
  }

  @Test("dialog's chained boxes each keep the options given before them")
  func chainedBoxes() throws {
    let request = try parse(
      .dialog,
      [
        "--title", "One", "--inputbox", "A", "0", "0", "--and-widget", "--title", "Two",
        "--inputbox", "B", "0", "0",
      ])
    #expect(request.boxes.map(\.options.title) == ["One", "Two"])
  }

  @Test("checklist items: groups of three, --noitem two, --item-help four (dialog)")
  func itemGroups() throws {
    let checklist = try parse(
      .dialog, ["--checklist", "T", "0", "0", "0", "a", "A", "on", "b", "B", "off"])
    #expect(try checklist.boxes[0].listItems(for: .dialog).map(\.isOn) == [true, false])
    let noItem = try parse(
      .whiptail, ["--noitem", "--checklist", "T", "0", "0", "0", "a", "ON", "b", "off"])
    #expect(try noItem.boxes[0].listItems(for: .whiptail).map(\.tag) == ["a", "b"])
    let help = try parse(
      .dialog, ["--item-help", "--menu", "T", "0", "0", "0", "a", "A", "help a"])
    #expect(try help.boxes[0].listItems(for: .dialog).first?.help == "help a")
    let uneven = try parse(.dialog, ["--checklist", "T", "0", "0", "0", "a", "A"])
    #expect(throws: CompatUsageError.self) { try uneven.boxes[0].listItems(for: .dialog) }
  }

  @Test("form fields: read-only fields are shown but not written; mixedform writes all")
  func formFields() throws {
    let form = try parse(
      .dialog,
      [
        "--form", "F", "0", "0", "0", "Name:", "1", "1", "Ann", "1", "10", "10", "0", "Fixed:", "2",
        "1", "zz", "2", "10", "0", "0",
      ])
    let fields = try form.boxes[0].formFields()
    #expect(fields.map(\.isEditable) == [true, false])
    #expect(fields.map(\.isWritten) == [true, false])
    let mixed = try parse(
      .dialog,
      [
        "--mixedform", "F", "0", "0", "0", "Pw:", "1", "1", "", "1", "10", "8", "0", "1", "RO:",
        "2",
        "1", "ro", "2", "10", "8", "0", "2",
      ])
    let mixedFields = try mixed.boxes[0].formFields()
    #expect(mixedFields.map(\.isHidden) == [true, false])
    #expect(mixedFields.map(\.isEditable) == [true, false])
    #expect(mixedFields.map(\.isWritten) == [true, true])
  }

  @Test("scrim dialog is dialog(1) only when a box is named; else it is scrim's own dialog")
  func dialogOrOwnDialog() {
    #expect(CompatParser.namesBox(in: ["--title", "T", "--msgbox", "Hi", "0", "0"]))
    #expect(CompatParser.namesBox(in: ["--calendar", "Day", "0", "0"]))
    #expect(
      !CompatParser.namesBox(in: ["--title", "New user", "--field", "name", "--toggle", "a"]))
  }

  @Test("the program is known by the last part of the name it was started as")
  func programName() {
    #expect(CompatProgram.named("/usr/local/bin/whiptail") == .whiptail)
    #expect(CompatProgram.named("dialog") == .dialog)
    #expect(CompatProgram.named("/usr/bin/scrim") == nil)
  }

  @Test("every option whiptail takes, dialog takes by the same name and it does the same")
  func sharedOptionsAgree() throws {
    for flag in CompatFlag.all {
      guard let name = flag.whiptail.map({ "--" + $0 }) else { continue }
      if case .query = flag.effect { continue }
      let value: [String]
      switch try #require(CompatFlag.effect(of: name, for: .dialog), "dialog lacks \(name)") {
      case .none: value = []
      case .one: value = ["3"]
      case .query, .two:
        Issue.record("\(name) reads differently in dialog")
        continue
      }
      let box = ["--checklist", "Hi", "0", "0", "0", "a", "A", "on"]
      let whiptail = try #require(parse(.whiptail, [name] + value + box).boxes.first)
      let dialog = try #require(parse(.dialog, [name] + value + box).boxes.first)
      #expect(whiptail.options == dialog.options, "\(name) sets different options")
      #expect(whiptail.options != CompatOptions() || value.isEmpty, "\(name) set nothing")
    }
  }
}
