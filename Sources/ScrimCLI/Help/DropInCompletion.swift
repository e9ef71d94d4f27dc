/// What `scrim whiptail`, `scrim dialog` and `scrim zenity` complete: each program's boxes
/// and options, read from the tables its scanner reads.
package struct DropInCompletion {
  /// The first word after `scrim`.
  package let name: String
  /// What the program is, where subcommands are listed.
  package let summary: String
  /// Every option the program reads, its boxes among them, with the dashes, sorted.
  package let options: [String]
  /// The options that take a value, with the dashes, sorted.
  package let valued: [String]

  /// whiptail, dialog and zenity, in that order.
  package static let all = CompatProgram.allCases.map(compat) + [zenity]

  /// The first words after `scrim` that are no subcommand of its: the drop-ins whose name
  /// is none, and `scrim answers`.
  static var standalone: [DropInCompletion] {
    all.filter { program in !Subcommand.allCases.contains { $0.name == program.name } }
      + [answers]
  }

  /// `scrim answers --from TRANSCRIPT`, which writes an answers file.
  static let answers = DropInCompletion(
    name: AnswersCommand.name, summary: "write the answers file that replays a transcript",
    options: ["--from", "--help"], valued: ["--from"])

  /// The drop-in whose first word is `subcommand`'s too (`scrim dialog` reads dialog's
  /// command line when it names one of dialog's boxes), or nil.
  package static func sharing(_ subcommand: Subcommand) -> DropInCompletion? {
    all.first { $0.name == subcommand.name }
  }

  private static func compat(_ program: CompatProgram) -> DropInCompletion {
    let table = CompatFlag.byName(CompatFlag.all, in: program.dropIn)
    let boxes = CompatBox.Kind.allCases.filter { $0.isSupported(by: program) }
    // dialog's scanner reads a few words itself, before the table.
    let own = program == .dialog ? DialogParser.ownOptions + ["--help", "--version"] : []
    return DropInCompletion(
      name: program.rawValue,
      summary: "\(program.rawValue)'s command line, on the terminal",
      options: Set(table.keys + boxes.map { "--" + $0.rawValue } + own).sorted(),
      valued: (table.filter(\.value.takesValue).keys + (program == .dialog ? ["--file"] : []))
        .sorted())
  }

  private static let zenity = DropInCompletion(
    name: "zenity", summary: "zenity's command line, on the terminal",
    options: (ZenityOptionTable.byName.keys + ["--help"]).sorted(),
    valued: ZenityOptionTable.byName.filter(\.value.takesValue).keys.sorted())
}
