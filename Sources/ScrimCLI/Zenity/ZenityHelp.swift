/// What `scrim zenity --help` and `scrim-gtk zenity --help` print: the boxes scrim shows
/// and the options each reads, from zenity's option table, so the help names what the
/// parser takes and nothing else.
package enum ZenityHelp {
  package static var text: String {
    var text = """
      Usage:
        zenity [OPTION…]

      scrim as zenity: zenity's command line, results and exit codes, drawn by Scrim on the
      terminal, as line prompts (SCRIM_ACCESSIBLE=1) or, by scrim-gtk, in a window.

      Boxes, each with the options it reads besides those for every box:

      """
    for (boxes, options) in boxesAndOptions() {
      text += "  " + boxes.map { "--" + $0.rawValue }.joined(separator: " ") + "\n"
      if !options.isEmpty { text += wrapped(options, indent: 6) }
    }
    // The boxes, and --version, answered instead of a box, are not options of a box.
    let rows = ZenityOptionTable.all.filter { row in
      let name = row.names(in: .zenity).first
      return name != "version" && !ZenityBox.allCases.contains { $0.rawValue == name }
    }
    text += "\nOptions for every box:\n"
    text += wrapped(spelled(rows.filter { $0.rules.boxes == nil && $0.rules.hasEffect }), indent: 2)
    text += "\nRead and ignored, as zenity's options for what scrim does not show:\n"
    text += wrapped(spelled(rows.filter { !$0.rules.hasEffect }), indent: 2)
    return text + """

      --help and --version answer instead of a box.
      Exit status: 0 OK, 1 Cancel or closed (an extra button prints its label), 5 time-out,
      255 a usage error.

      """
  }

  /// The boxes with the options only they read, boxes reading the same ones
  /// together (the four message boxes).
  private static func boxesAndOptions() -> [(boxes: [ZenityBox], options: [String])] {
    var groups: [(boxes: [ZenityBox], options: [String])] = []
    for box in ZenityBox.allCases {
      let rows = ZenityOptionTable.all.filter { row in
        row.rules.hasEffect && row.rules.boxes?.contains(box) == true
      }
      let options = spelled(rows)
      if let last = groups.indices.last, groups[last].options == options {
        groups[last].boxes.append(box)
      } else {
        groups.append(([box], options))
      }
    }
    return groups
  }

  /// Each row's spelling with its dashes and, for one that takes a value, what it takes.
  private static func spelled(_ rows: [ZenityOption]) -> [String] {
    rows.compactMap { row in
      guard let name = row.names(in: .zenity).first else { return nil }
      guard row.takesValue else { return "--" + name }
      return "--\(name)=" + (row.rules.isInteger ? "N" : "TEXT")
    }
  }

  /// `words` joined by spaces into lines of at most 80 columns, each `indent` in.
  private static func wrapped(_ words: [String], indent: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    var text = ""
    var line = margin
    for word in words {
      if line.count > indent, line.count + 1 + word.count > 80 {
        text += line + "\n"
        line = margin
      }
      line += (line.count > indent ? " " : "") + word
    }
    return line.count > indent ? text + line + "\n" : text
  }
}
