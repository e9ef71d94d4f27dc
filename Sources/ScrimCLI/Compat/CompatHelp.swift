/// `--help` for scrim as whiptail or dialog: the boxes and options it understands.
///
/// The option list is each program's own rows of the option table (and, for dialog, the
/// options its scanner reads itself), so whiptail's help names only what whiptail takes.
enum CompatHelp {
  static func text(for program: CompatProgram) -> String {
    var text =
      "scrim as \(program.rawValue): \(program.rawValue)'s command line, drawn by scrim.\n\n"
    text += "Boxes:\n"
    for kind in CompatBox.Kind.allCases where kind.isSupported(by: program) {
      text += "  --\(kind.rawValue) \(CompatParser.usage(kind))\n"
    }
    text += "\n" + wrapped("Options: " + options(of: program).joined(separator: ", ") + ".")
    switch program {
    case .whiptail:
      text += "Results go to stderr unless --output-fd says otherwise.\n"
      text += "Exit status: 0 OK/Yes, 1 Cancel/No, 255 Esc or error.\n"
    case .dialog:
      text += "Results go to stderr unless --stdout or --output-fd say otherwise.\n"
      text += "Exit status: 0 OK/Yes, 1 Cancel/No, 2 Help, 3 Extra, 255 Esc or error.\n"
    }
    return text
      + wrapped(
        "SCRIM_ACCESSIBLE=1, ACCESSIBLE or TERM=dumb asks with line prompts for screen readers.")
  }

  /// Every spelling `program` reads, in the table's order, `--help` and `--version` aside.
  static func options(of program: CompatProgram) -> [String] {
    var seen = Set<String>()
    var names: [String] = []
    for row in CompatFlag.all {
      if case .query = row.effect { continue }
      for name in row.names(in: program.dropIn) where seen.insert("--" + name).inserted {
        names.append("--" + name)
      }
    }
    if program == .dialog {
      names += DialogParser.ownOptions.filter { seen.insert($0).inserted }
    }
    return names
  }

  /// `line` broken at spaces into lines of at most 80 columns.
  private static func wrapped(_ line: String) -> String {
    var text = ""
    var current = ""
    for word in line.split(separator: " ") {
      if !current.isEmpty, current.count + 1 + word.count > 80 {
        text += current + "\n"
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    return text + current + "\n"
  }
}
