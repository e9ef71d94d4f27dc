import ScrimCore

@testable import ScrimCLI

/// The answers file that ends a corpus line's box as the real program's user ended it on
/// screen, in words: the button's label, the row chosen, the items checked, the text typed,
/// read from what the real program wrote and how it exited (through the line-mode answers
/// `CompatLineAnswers` reads from the same run).
@MainActor
enum CompatAnswersFile {
  /// The file's text; empty for a line that asks nothing (an infobox, a gauge, an error),
  /// nil for one whose answer cannot be told from the run (chained boxes).
  static func text(
    program: String, arguments: [String], real: CompatHarness.Run,
    stream: CompatHarness.ResultStream
  ) -> String? {
    guard
      let lines = CompatLineAnswers.answers(
        program: program, arguments: arguments, real: real, stream: stream)
    else { return nil }
    guard let last = lines.last else { return "" }
    guard let compat = CompatProgram(rawValue: program),
      let box = try? CompatParser(program: compat).parse(arguments).boxes.first
    else { return "" }
    let kind = box.kind.rawValue
    if lines == [CompatLineAnswers.endOfInput] { return "[\(kind)]\nescape\n" }
    // A program box's OK comes once its input ends, after this file is written: the
    // default button answers it.
    if [.programbox, .prgbox].contains(box.kind), last == "1" { return "[\(kind)]\n" }
    guard let shown = try? CompatBuilder(program: compat).make(box), let number = Int(last)
    else { return nil }
    let dialog = shown.dialog
    let tree = dialog.accessibilityTree(focus: nil, arrangement: dialog.naturalArrangement)
    var buttons = tree.children.filter { $0.role == .button && $0.isEnabled }.map(\.label)
    if [.programbox, .prgbox].contains(box.kind) {
      // Its OK comes once its input ends (`CompatSession`); the answer waits for it.
      buttons.append(CompatLabels(program: compat, options: box.options).ok)
    }
    guard buttons.indices.contains(number - 1) else { return nil }
    var entry = "[\(kind)]\n"
    let rows = tree.flattened.first { $0.role == .list }?.children ?? []
    switch box.kind {
    case .editbox where lines.count >= 2 && lines[lines.count - 2] == ".":
      // The edited text whole, each line ended by a line break.
      let text = lines.dropLast(2).map { $0 + "\n" }.joined()
      entry += "text = \(AnswersFile.quote(text))\n"
    case .inputbox, .passwordbox, .form, .mixedform, .passwordform, .fselect, .dselect, .calendar,
      .timebox, .rangebox:
      // A path, a date or a time is given as a text, as line mode asks it.
      for text in lines.dropLast() { entry += "text = \(AnswersFile.quote(text))\n" }
    case .inputmenu where lines.count == 4:
      // A rename: the row, Rename, the new text, and Rename again to end it.
      guard let row = Int(lines[0]), rows.indices.contains(row - 1) else { return nil }
      let rename = AnswersFile.quote(buttons[number - 1])
      // Two entries: Rename leaves the menu up, with the item's text to answer.
      return entry + "choose = \(AnswersFile.quote(rows[row - 1].label))\n"
        + "button = \(rename)\n\n[\(kind)]\ntext = \(AnswersFile.quote(lines[2]))\n"
        + "button = \(rename)\n"
    case .menu, .radiolist, .treeview, .inputmenu:
      if let row = Int(lines[0]), rows.indices.contains(row - 1) {
        entry += "choose = \(AnswersFile.quote(rows[row - 1].label))\n"
      }
    case .buildlist:
      // The first list's items to move over; moving some back is not said in an answers
      // file, which checks items of one list.
      guard lines.count == 3, lines[1] == "none" else { return nil }
      entry += lines[0] == "none" ? "check =\n" : ""
      for row in lines[0].split(separator: " ").compactMap({ Int($0) })
      where rows.indices.contains(row - 1) {
        entry += "check = \(AnswersFile.quote(rows[row - 1].label))\n"
      }
    case .checklist where lines[0] == "none":
      entry += "check =\n"
    case .checklist:
      for row in lines[0].split(separator: " ").compactMap({ Int($0) })
      where rows.indices.contains(row - 1) {
        entry += "check = \(AnswersFile.quote(rows[row - 1].label))\n"
      }
    default: break
    }
    return entry + "button = \(AnswersFile.quote(buttons[number - 1]))\n"
  }
}
