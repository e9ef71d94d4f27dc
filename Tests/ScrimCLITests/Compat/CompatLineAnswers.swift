@testable import ScrimCLI

/// The answers a screen reader's user types at line mode's prompts to end a box as the
/// real program's user ended it on screen, read from what the real program wrote and
/// how it exited.
///
/// Prompts come in reading order: the box's control (a field's text, a list's choice by
/// number, a checklist's numbers), then the button by number, in the order whiptail and
/// dialog lay their buttons out. "^D" ends the input, which is Esc.
enum CompatLineAnswers {
  /// The answers, one a line, or nil for a command line line mode does not answer this
  /// way: chained boxes, or one whose result cannot be told from the run.
  static func answers(
    program: String, arguments: [String], real: CompatHarness.Run,
    stream: CompatHarness.ResultStream
  ) -> [String]? {
    guard let compat = CompatProgram(rawValue: program),
      let request = try? CompatParser(program: compat).parse(arguments),
      request.query == nil
    else { return [] }
    if request.boxes.isEmpty { return [] }
    guard request.boxes.count == 1, let box = request.boxes.first,
      case .exited(let status) = real.exit
    else { return nil }
    if status == 255 { return [Self.endOfInput] }
    let written: String
    switch stream {
    case .standardError: written = real.standardError
    case .standardOutput: written = real.standardOutput
    case .descriptor: written = real.descriptor ?? ""
    }
    let role: Role
    switch status {
    case 0: role = .ok
    case 1: role = .cancel
    case 2: role = .help
    case 3: role = .extra
    default: return nil
    }
    guard let button = buttons(box).firstIndex(of: role).map({ String($0 + 1) }) else {
      return nil
    }
    switch box.kind {
    case .infobox, .gauge, .progressbox, .mixedgauge, .tailboxbg: return []
    case .programbox, .tailbox, .prgbox: return [button]
    case .msgbox, .yesno, .textbox, .pause: return [button]
    case .inputbox, .passwordbox:
      return [role == .ok || role == .extra ? written : "", button]
    case .editbox:
      // The text's lines up to a lone "." replace it; Return first keeps it.
      guard role == .ok || role == .extra else { return ["", button] }
      let lines = written.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      return lines.map(String.init) + [".", button]
    case .rangebox:
      // The value is asked as a number; Return keeps it.
      return [role == .ok || role == .extra ? written.trimmed : "", button]
    case .fselect, .dselect:
      // The path is asked as typed text; Return keeps it.
      return [role == .ok || role == .extra ? written : "", button]
    case .calendar:
      // The date is asked as year-month-day; Return keeps it.
      let parts = written.trimmed.split(separator: "/")
      guard role == .ok || role == .extra, parts.count == 3 else { return ["", button] }
      return ["\(parts[2])-\(parts[1])-\(parts[0])", button]
    case .timebox:
      // The time is asked as hours:minutes:seconds; Return keeps it.
      return [role == .ok || role == .extra ? written.trimmed : "", button]
    case .inputmenu where role == .extra:
      // The row renamed, Rename, its new text, and Rename again to end.
      guard let items = try? box.listItems(for: compat), written.hasPrefix("RENAMED "),
        let row = items.indices.filter({ written.hasPrefix("RENAMED \(items[$0].tag) ") })
          .max(by: { items[$0].tag.count < items[$1].tag.count })
      else { return nil }
      let text = String(written.dropFirst("RENAMED \(items[row].tag) ".count))
      return [String(row + 1), button, text, button]
    case .menu, .radiolist, .inputmenu:
      guard let items = try? box.listItems(for: compat) else { return nil }
      // Help writes "HELP " and the tag, or with --item-help the row's help after it.
      let row =
        role == .help
        ? items.indices.filter { written.hasPrefix("HELP " + items[$0].tag) }
          .max { items[$0].tag.count < items[$1].tag.count }
        : items.firstIndex { $0.tag == written }
      if role == .cancel || written.isEmpty { return ["", button] }
      guard let row else { return nil }
      return [String(row + 1), button]
    case .treeview:
      // The tree's rows are asked by number; the marked row's number answers, and Help's
      // row is the one its "HELP " names (by its help with --item-help).
      guard let rows = try? box.treeItems() else { return nil }
      if role == .cancel { return ["", button] }
      let itemHelp = box.options.itemHelp
      let row =
        role == .help
        ? rows.firstIndex { written == "HELP " + (itemHelp ? $0.help ?? $0.tag : $0.tag) }
        : rows.firstIndex { $0.tag == written }
      guard let row else { return nil }
      return [String(row + 1), button]
    case .buildlist:
      // The first list's items to move over, then the second's to move back (its rows as
      // they are after the first answer), by number; then the button.
      guard let items = try? box.listItems(for: compat) else { return nil }
      if role == .cancel { return ["none", "none", button] }
      let tags =
        box.options.outputSeparator.map { separator in
          written.split(separator: separator).map(String.init)
        } ?? (try? CompatCorpus.words(written)) ?? []
      let wanted = Set(tags)
      let available = items.filter { !$0.isOn }
      let moved = available.indices.filter { wanted.contains(available[$0].tag) }
      let chosen = items.filter { $0.isOn || wanted.contains($0.tag) }
      let back = chosen.indices.filter { !wanted.contains(chosen[$0].tag) }
      func numbers(_ rows: [Int]) -> String {
        rows.isEmpty ? "none" : rows.map { String($0 + 1) }.joined(separator: " ")
      }
      return [numbers(moved), numbers(back), button]
    case .checklist:
      guard let items = try? box.listItems(for: compat) else { return nil }
      if role == .cancel { return ["", button] }
      let tags =
        box.options.separateOutput
        ? written.split(separator: "\n").map(String.init)
        : (try? CompatCorpus.words(written)) ?? []
      var rows: [String] = []
      for tag in tags {
        guard let row = items.firstIndex(where: { $0.tag == tag }) else { return nil }
        rows.append(String(row + 1))
      }
      return [rows.isEmpty ? "none" : rows.joined(separator: " "), button]
    case .form, .mixedform, .passwordform:
      guard let fields = try? box.formFields() else { return nil }
      let editable = fields.filter(\.isEditable)
      if role == .cancel { return Array(repeating: "", count: editable.count) + [button] }
      let lines = written.split(separator: "\n", omittingEmptySubsequences: false)
      var answers: [String] = []
      var line = 0
      for field in fields {
        defer { if field.isWritten { line += 1 } }
        guard field.isEditable else { continue }
        guard line < lines.count else { return nil }
        answers.append(String(lines[line]))
      }
      return answers + [button]
    }
  }

  /// What ends a line-mode prompt as Esc ends a box.
  static let endOfInput = "^D"

  /// A button's part in the exit status.
  enum Role { case ok, cancel, help, extra }

  /// The buttons in the order both programs lay them out.
  private static func buttons(_ box: CompatBox) -> [Role] {
    let options = box.options
    switch box.kind {
    case .infobox, .gauge: return [.ok]
    case .textbox: return [.ok]
    case .msgbox: return [.ok] + (options.helpButton ? [.help] : [])
    default:
      let cancel: [Role] = box.kind == .yesno || !options.noCancel ? [.cancel] : []
      let extra = options.extraButton || box.kind == .inputmenu
      return [.ok] + (extra ? [.extra] : []) + cancel
        + (options.helpButton ? [.help] : [])
    }
  }
}
