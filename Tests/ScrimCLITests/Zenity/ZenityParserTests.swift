import Testing

@testable import ScrimCLI

/// zenity's command line as GOption reads it, checked against zenity 3.44 run by hand
/// (the results noted beside each case).
@Suite("scrim-gtk as zenity reads zenity's command line")
struct ZenityParserTests {
  private func request(_ arguments: [String]) throws -> ZenityRequest {
    guard case .show(let request) = try ZenityParser().parse(arguments) else {
      throw ParseMismatch()
    }
    return request
  }

  private func error(_ arguments: [String]) -> String? {
    do {
      _ = try ZenityParser().parse(arguments)
      return nil
    } catch {
      return error.message
    }
  }

  private struct ParseMismatch: Error {}

  @Test("--name=value and --name value, in any order")
  func valueForms() throws {
    let made = try request(["--text", "Go on?", "--title=Check", "--question", "--timeout", "9"])
    #expect(made.box == .question)
    #expect(made.text == "Go on?" && made.title == "Check" && made.timeout == 9)
  }

  @Test("a value is the next word whatever it starts with, as --extra-button --timeout=1 is")
  func valueThatLooksLikeAnOption() throws {
    let made = try request(["--info", "--extra-button", "--timeout=1"])
    #expect(made.extraButtons == ["--timeout=1"] && made.timeout == nil)
  }

  @Test("numbers as strtol reads them in base 0; a fraction or nothing is an error")
  func numbers() throws {
    #expect(try request(["--info", "--timeout=+2"]).timeout == 2)
    #expect(try request(["--info", "--width=0x10"]).width == 16)
    #expect(try request(["--info", "--width=010"]).width == 8)
    #expect(error(["--info", "--timeout=1.5"]) == ZenityUsageError.syntax.message)
    #expect(error(["--info", "--timeout="]) == ZenityUsageError.syntax.message)
    #expect(error(["--info", "--timeout=abc"]) == ZenityUsageError.syntax.message)
  }

  @Test("unknown options, short ones and a missing value are zenity's syntax error")
  func syntaxErrors() {
    for arguments in [["--info", "--bogus"], ["--info", "-t"], ["--info", "--title"]] {
      #expect(error(arguments) == ZenityUsageError.syntax.message, "\(arguments)")
    }
  }

  @Test("a flag given =value is still the flag, as zenity shows --modal=yes")
  func flagWithValue() throws {
    #expect(try request(["--info", "--modal=yes"]).modal)
  }

  @Test("no box, or two, is an error; the same box twice is not")
  func boxCount() throws {
    #expect(error(["--text=x"]) == ZenityUsageError.noBox.message)
    #expect(error(["--info", "--question"]) == ZenityUsageError.twoBoxes.message)
    #expect(try request(["--info", "--info"]).box == .info)
  }

  @Test("another box's option is named in the error; the separator's default is no change")
  func unsupportedOptions() throws {
    #expect(error(["--info", "--column=x"]) == "--column is not supported for this dialog")
    #expect(
      error(["--info", "--cancel-label=x"]) == "--cancel-label is not supported for this dialog")
    #expect(
      error(["--question", "--separator=x"]) == "--separator is not supported for this dialog")
    #expect(try request(["--info", "--separator=|"]).box == .info)
    // --text and --icon-name are everyone's.
    #expect(try request(["--password", "--text=x", "--icon-name=y"]).box == .password)
  }

  @Test("--about reads every common option but --text, which zenity refuses there too")
  func about() throws {
    let accepted = ["--timeout=3", "--title=T", "--width=9", "--ok-label=Y", "--no-markup"]
    #expect(try request(["--about"] + accepted).box == .about)
    for text in ["--text=x", "--text="] {
      #expect(error(["--about", text]) == "--text is not supported for this dialog", "\(text)")
    }
    #expect(error(["--version", "--text=x"]) == "--text is not supported for this dialog")
    #expect(error(["--about", "--day=3"]) == "--day is not supported for this dialog")
  }

  @Test("the file selection reads its options; --file-filter may repeat")
  func fileSelection() throws {
    let made = try request([
      "--file-selection", "--save", "--confirm-overwrite", "--filename=a.txt",
      "--file-filter=Text | *.txt", "--file-filter", "All | *", "--separator=:", "--multiple",
    ])
    #expect(made.box == .fileSelection && made.save && made.confirmOverwrite)
    #expect(made.filename == "a.txt" && made.separator == ":" && made.multiple)
    #expect(made.fileFilters == ["Text | *.txt", "All | *"])
    #expect(try request(["--file-selection", "--directory"]).directory)
    #expect(error(["--info", "--directory"]) == "--directory is not supported for this dialog")
  }

  @Test("--help in any form, and --version, answer without a box")
  func queries() throws {
    #expect(try ZenityParser().parse(["--info", "--help"]) == .help)
    #expect(try ZenityParser().parse(["-h"]) == .help)
    #expect(try ZenityParser().parse(["--help-list"]) == .help)
    #expect(try ZenityParser().parse(["--version"]) == .version)
  }

  @Test("words that are not options, and everything after --, are the list's cells")
  func positional() throws {
    let made = try request(["--list", "--column=A", "a", "-", "--", "--b"])
    #expect(made.arguments == ["a", "-", "--b"])
  }

  @Test("repeated options add up: columns, extra buttons, form fields in order")
  func repeated() throws {
    let made = try request([
      "--forms", "--add-entry=Name", "--add-combo=Size", "--combo-values=S|M", "--add-password=PIN",
      "--extra-button=A", "--extra-button=B",
    ])
    #expect(made.formFields == [.entry("Name"), .combo("Size"), .password("PIN")])
    #expect(made.comboValues == ["S|M"] && made.extraButtons == ["A", "B"])
  }

  @Test("a list needs columns and one kind")
  func listChecks() {
    #expect(error(["--list"]) == ZenityUsageError.noColumns.message)
    #expect(
      error(["--list", "--column=A", "--checklist", "--radiolist"])
        == ZenityUsageError.twoListKinds.message)
  }
}
