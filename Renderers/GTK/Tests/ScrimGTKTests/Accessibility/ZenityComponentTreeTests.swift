import ScrimSystem
import Testing

/// zenity's boxes and `scrim-gtk zenity` on the same command line, both read with pyatspi:
/// a checklist, a radio list, a plain list, an entry with text, a text box and a progress
/// bar. zenity (GTK 3) shows lists as tables of cells, ours are groups of check boxes or
/// radio buttons, as their roles in the core's tree say; what each row says (its name,
/// whether it is checked), the entry's text, the text box's text and caret, the bar's value
/// and where focus is must agree.
extension ScreenReaderTreeTests {
  static let checklist = [
    "--list", "--checklist", "--column=Pick", "--column=Package", "TRUE", "vim", "FALSE",
    "emacs", "FALSE", "nano",
  ]

  @Test("checklist: the same rows checked as zenity's; ours are check boxes in a group")
  func checklistTree() throws {
    let zenity = try ScreenReaderProbe.run(["zenity"] + Self.checklist)
    let ours = try ScreenReaderProbe.run(
      [scrim, "zenity"] + Self.checklist, keys: ["Down", "space"])
    for probe in [zenity, ours] {
      #expect(probe.nodes.first?.hasPrefix("application \"zenity\"") == true, "\(probe.output)")
      #expect(
        probe.nodes.contains { $0.hasPrefix("label \"Select items from the list below.\"") },
        "zenity's default text: \(probe.output)")
    }
    // zenity: a table whose mark cell comes before its name cell.
    let cells = zenity.nodes.filter { $0.hasPrefix("table cell") }
    let zenityChecked = stride(from: 0, to: cells.count - 1, by: 2).filter {
      cells[$0].contains("[checked,")
    }.map { Self.name(of: cells[$0 + 1]) }
    #expect(zenityChecked == ["vim"], "\(zenity.output)")
    let boxes = ours.nodes.filter { $0.hasPrefix("check box") }
    #expect(boxes.map(Self.name) == ["vim", "emacs", "nano"], "\(ours.output)")
    #expect(boxes.filter { $0.contains("[checked,") }.map(Self.name) == zenityChecked)
    #expect(boxes.first?.contains("focused") == true, "focus starts on the first row")
    // Inside their group, one level deeper, named by the column.
    let group = try #require(ours.tree.firstIndex { $0.contains("panel \"Package\"") })
    #expect(ours.tree[group + 1].hasPrefix(ours.tree[group].prefix { $0 == " " } + "  check box"))
    // Down moves focus to emacs, said before Space checks it (the stage keeps a checklist's
    // highlight: the mirror once missed the move and spoke only at Space).
    let focused = ours.events.firstIndex(of: "focus: check box \"emacs\" 0")
    let checked = ours.events.firstIndex(of: "object:state-changed:checked check box \"emacs\" 1")
    #expect(focused != nil && checked != nil, "\(ours.output)")
    if let focused, let checked { #expect(focused < checked, "\(ours.events)") }
    #expect(
      ours.nodesAfter.contains(
        "check box \"emacs\" [checked, focusable, focused, sensitive, visible]"))
  }

  @Test("radio list and plain list: one row chosen, as radio buttons in a group")
  func radioListTree() throws {
    let radio = [
      "--list", "--radiolist", "--column=Pick", "--column=Fruit", "FALSE", "apple",
      "TRUE", "banana",
    ]
    let zenity = try ScreenReaderProbe.run(["zenity"] + radio)
    let ours = try ScreenReaderProbe.run([scrim, "zenity"] + radio)
    let cells = zenity.nodes.filter { $0.hasPrefix("table cell") }
    #expect(cells.count == 4 && cells[2].contains("[checked,"), "\(zenity.output)")
    #expect(Self.name(of: cells[3]) == "banana")
    let buttons = ours.nodes.filter { $0.hasPrefix("radio button") }
    #expect(buttons.map(Self.name) == ["apple", "banana"], "\(ours.output)")
    #expect(buttons.filter { $0.contains("[checked,") }.map(Self.name) == ["banana"])
    #expect(ours.nodes.contains { $0.hasPrefix("grouping \"Fruit\" (banana)") })

    let plain = ["--list", "--column=Fruit", "apple", "banana", "cherry"]
    let list = try ScreenReaderProbe.run([scrim, "zenity"] + plain, keys: ["Down"])
    let rows = list.nodes.filter { $0.hasPrefix("radio button") }
    #expect(rows.map(Self.name) == ["apple", "banana", "cherry"], "\(list.output)")
    #expect(list.events.contains("object:state-changed:checked radio button \"banana\" 1"))
    #expect(list.events.contains("focus: radio button \"banana\" 0"), "\(list.output)")
    #expect(list.nodesAfter.contains { $0.hasPrefix("grouping \"Fruit\" (banana)") })
  }

  @Test("entry with text: a focused editable text holding --entry-text, as zenity's")
  func entryTree() throws {
    let entry = ["--entry", "--title=Rename", "--text=New name:", "--entry-text=draft.txt"]
    let zenity = try ScreenReaderProbe.run(["zenity"] + entry)
    let ours = try ScreenReaderProbe.run([scrim, "zenity"] + entry, keys: ["x"])
    for probe in [zenity, ours] {
      #expect(probe.nodes.contains { $0.hasPrefix("dialog \"Rename\"") }, "\(probe.output)")
      #expect(probe.nodes.contains { $0.hasPrefix("label \"New name:\"") })
      let field = probe.nodes.first { $0.hasPrefix("text \"") }
      #expect(field?.contains("text=\"draft.txt\" [editable,") == true, "\(probe.output)")
      #expect(field?.contains("focused") == true)
    }
    // Ours is named by its label; typing replaces the selected starting text, as in zenity.
    #expect(ours.nodes.contains { $0.hasPrefix("text \"New name:\" text=\"draft.txt\"") })
    #expect(ours.nodesAfter.contains { $0.hasPrefix("text \"New name:\" text=\"x\"") })
  }

  @Test("text-info: a focused multi-line text holding the file, its caret moved as zenity's")
  func textInfoTree() throws {
    let file = "/tmp/scrim-text-info-tree-\(getpid()).txt"
    let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
    let bytes = Array("Hello\nworld\n".utf8)
    #expect(write(descriptor, bytes, bytes.count) == bytes.count)
    close(descriptor)
    defer { unlink(file) }
    for editable in [true, false] {
      let box = ["--text-info", "--filename=\(file)"] + (editable ? ["--editable"] : [])
      let zenity = try ScreenReaderProbe.run(["zenity"] + box, keys: ["Up"])
      let ours = try ScreenReaderProbe.run([scrim, "zenity"] + box, keys: ["Up"])
      for probe in [zenity, ours] {
        // The text's line breaks split its node over three of the probe's lines.
        let after = probe.nodesAfter.joined(separator: "\n")
        let view = after.split(separator: "text \"\" text=\"Hello\nworld\n\"").dropFirst().first
          .flatMap { $0.split(separator: "]").first }
        #expect(view?.contains("[editable,") == editable, "\(probe.output)")
        #expect(view?.contains("focused") == true && view?.contains("multi line") == true)
        if editable {
          // From the end, after the last line break, Up goes to the second line's start.
          #expect(view?.contains("caret=6") == true, "\(probe.output)")
        }
      }
    }
  }

  @Test("progress: a progress bar whose value interface says 0.3 of 0..1, as zenity's")
  func progressTree() throws {
    let progress = ["--progress", "--title=Copying", "--text=Copying files"]
    let zenity = try ScreenReaderProbe.run(["zenity"] + progress, input: "30\n")
    let ours = try ScreenReaderProbe.run([scrim, "zenity"] + progress, input: "30\n")
    for probe in [zenity, ours] {
      let bar = probe.nodes.first { $0.hasPrefix("progress bar") }
      #expect(bar?.contains("value=0.3 of 0..1") == true, "\(probe.output)")
      #expect(probe.nodes.contains { $0.hasPrefix("label \"Copying files\"") })
    }
    // Ours also says the percentage, which Orca reads after the bar's name.
    #expect(ours.nodes.contains { $0.hasPrefix("progress bar \"Progress\" (30%)") })
  }

  @Test("scale: a slider whose value interface says its value and bounds, as zenity's")
  func scaleTree() throws {
    let scale = ["--scale", "--text=Volume", "--value=40", "--max-value=60"]
    let zenity = try ScreenReaderProbe.run(["zenity"] + scale)
    let ours = try ScreenReaderProbe.run([scrim, "zenity"] + scale, keys: ["Right"])
    for probe in [zenity, ours] {
      let slider = probe.nodes.first { $0.hasPrefix("slider") }
      #expect(slider?.contains("(40) value=40 of 0..60") == true, "\(probe.output)")
      #expect(probe.nodes.contains { $0.hasPrefix("label \"Volume\"") }, "\(probe.output)")
    }
    // Ours has focus on the slider: Right moves it a step, and the value interface follows.
    #expect(
      ours.nodesAfter.contains { $0.hasPrefix("slider") && $0.contains("value=41 of 0..60") },
      "\(ours.output)")
  }

  @Test("calendar: a group named by its title, described by its date; Space picks a day")
  func calendarTree() throws {
    let calendar = ["--calendar", "--text=When?", "--day=7", "--month=7", "--year=1981"]
    // As in zenity: focus starts on OK, Tab goes to the grid, whose first Right lands on
    // its first cell (28 June: GTK's six weeks start with the month before's days).
    let ours = try ScreenReaderProbe.run(
      [scrim, "zenity"] + calendar, keys: ["Tab", "Right", "Right", "space"])
    // GTK 4.8 has no calendar role (zenity's GTK 3 says "calendar"): a group that says
    // its date, in numbers and in words.
    #expect(
      ours.nodes.contains {
        $0.contains("\"Calendar\"") && $0.contains("1981-07-07")
          && $0.contains("Tuesday 7 July 1981")
      }, "\(ours.output)")
    #expect(ours.nodes.contains { $0.hasPrefix("label \"When?\"") }, "\(ours.output)")
    #expect(ours.nodesAfter.contains { $0.contains("1981-06-29") }, "\(ours.output)")
  }

  /// The quoted name of a probe line.
  static func name(of line: String) -> String {
    let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
    return parts.count > 1 ? String(parts[1]) : ""
  }
}
