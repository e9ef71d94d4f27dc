import Testing

@testable import ScrimCLI

/// What a script gets from each ending: stdout and the exit status, as zenity 3.44 gave
/// them under Xvfb (scripts: `zenity ... ; echo $?`).
@Suite("scrim-gtk as zenity prints and exits as zenity does")
struct ZenityResultTests {
  private func result(
    _ box: ZenityBox, _ reason: BoxEnding.Reason, value: String? = nil,
    environment: [String: String] = [:], extra: [String] = []
  ) -> (output: String, status: Int32) {
    var request = ZenityRequest(box: box)
    request.extraButtons = extra
    let ending = BoxEnding(reason: reason, value: value.map(BoxValue.text))
    return ZenityOutput.result(for: ending, of: request) { environment[$0] }
  }

  @Test("OK prints the value with 0; Cancel and a closed window print nothing with 1")
  func buttons() {
    #expect(result(.entry, .button(.ok), value: "Ada\n") == ("Ada\n", 0))
    #expect(result(.entry, .button(.cancel), value: "Ada\n") == ("", 1))
    #expect(result(.entry, .closed, value: "Ada\n") == ("", 1))
  }

  @Test("an extra button prints its label and exits 1")
  func extraButton() {
    #expect(result(.question, .button(.extra(1)), extra: ["Later", "Never"]) == ("Never\n", 1))
  }

  @Test("a time-out: 5, with what entry, list, forms and text print; password exits 1")
  func timeOut() {
    #expect(result(.info, .timeout) == ("", 5))
    #expect(result(.entry, .timeout, value: "abc\n") == ("abc\n", 5))
    #expect(result(.forms, .timeout, value: " |\n") == (" |\n", 5))
    #expect(result(.password, .timeout, value: "x\n") == ("", 1))
  }

  @Test("ZENITY_* and then DIALOG_* set the codes, read as atoi reads them")
  func environmentCodes() {
    #expect(result(.info, .button(.ok), environment: ["ZENITY_OK": "7"]).status == 7)
    #expect(result(.info, .button(.ok), environment: ["DIALOG_OK": "3x"]).status == 3)
    #expect(result(.entry, .closed, environment: ["ZENITY_CANCEL": "9"]).status == 1)
    #expect(result(.entry, .closed, environment: ["ZENITY_ESC": "4"]).status == 4)
    // A message box's time-out is exit(5) whatever the environment says.
    #expect(result(.info, .timeout, environment: ["ZENITY_TIMEOUT": "8"]).status == 5)
    #expect(result(.list, .timeout, environment: ["ZENITY_TIMEOUT": "8"]).status == 8)
  }

  @Test("a list prints --print-column's cells of the chosen rows, joined by the separator")
  func listOutput() {
    let table = ZenityListTable(
      columns: ["A", "B", "C"], cells: ["a", "1", "x", "b", "2", "y"], hasMarks: false)
    #expect(table.output(for: [1], printColumn: nil, separator: "|") == "b\n")
    #expect(table.output(for: [1], printColumn: "ALL", separator: ":") == "b:2:y\n")
    #expect(table.output(for: [1], printColumn: "3,1", separator: "|") == "y|b\n")
    #expect(table.output(for: [0, 1], printColumn: nil, separator: "\\n") == "a\nb\n")
    #expect(table.output(for: [], printColumn: nil, separator: "|") == nil)
    #expect(table.output(for: [0], printColumn: "9", separator: "|") == nil)
  }

  @Test("a checklist's first column holds the marks and prints the second by default")
  func checklistOutput() {
    let table = ZenityListTable(
      columns: ["X", "A"], cells: ["TRUE", "a", "false", "b", "True", "c"], hasMarks: true)
    #expect(table.initiallyMarked == [0, 2])
    #expect(table.output(for: table.initiallyMarked, printColumn: nil, separator: "|") == "a|c\n")
    #expect(table.shownColumns(hiding: nil) == [1])
  }

  @Test("a short last row is filled; hidden columns are not shown")
  func listLayout() {
    let table = ZenityListTable(columns: ["A", "B"], cells: ["a", "1", "b"], hasMarks: false)
    #expect(table.rows == [["a", "1"], ["b", ""]])
    #expect(table.shownColumns(hiding: "1") == [1])
  }

  @Test("progress lines: percentages, # text, pulsate, and lines zenity skips")
  func progressLines() {
    #expect(ZenityProgressLine("50") == .percentage(50))
    #expect(ZenityProgressLine("12.5%") == .percentage(12.5))
    #expect(ZenityProgressLine("250") == .percentage(100))
    #expect(ZenityProgressLine("#  Copying\\tfiles ") == .text("Copying\tfiles"))
    #expect(ZenityProgressLine("pulsate:false") == .pulsate(false))
    #expect(ZenityProgressLine("pulsate: true") == .pulsate(true))
    #expect(ZenityProgressLine("pulsate") == nil)
    #expect(ZenityProgressLine("x50") == nil)
  }

  @Test("text: C escapes, markup read as its words, a mnemonic's underscore")
  func text() {
    #expect(ZenityText.compressed("a\\nb\\t\\\\\\101") == "a\nb\t\\A")
    #expect(ZenityText.plain(fromMarkup: "<b>Bold</b> &amp; &lt;x&gt; &#65;") == "Bold & <x> A")
    #expect(ZenityText.plain(fromMarkup: "a < b & c") == "a < b & c")
    #expect(ZenityText.withoutMnemonic("_Name and __x") == "Name and _x")
  }

  @Test("a notification's first line is its summary, the rest its body")
  func notificationParts() {
    #expect(ZenityText.notificationParts(of: "Done\\nAll 3 files") == ("Done", "All 3 files"))
    #expect(ZenityText.notificationParts(of: "Done") == ("Done", ""))
  }
}
