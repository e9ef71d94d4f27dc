/// How `--help` lays out one flag: its name and value at the left, the description from
/// column 18, on the same line when the name leaves room and on the next ones otherwise.
enum FlagHelp {
  static let descriptionColumn = 18

  /// "--title T", "-h, --help".
  static func head(of flag: FlagSpec) -> String {
    let names = flag.shortName.map { "\($0), \(flag.name)" } ?? flag.name
    return names + (flag.valueName.map { " " + $0 } ?? "")
  }

  static func lines(for flag: FlagSpec) -> String {
    lines(head: head(of: flag), help: flag.help)
  }

  static func lines(head: String, help: [String]) -> String {
    let margin = String(repeating: " ", count: descriptionColumn)
    let left = "  " + head
    var text: String
    var rest = help[...]
    if left.count + 2 <= descriptionColumn, let first = rest.first {
      text = left + String(repeating: " ", count: descriptionColumn - left.count) + first + "\n"
      rest = rest.dropFirst()
    } else {
      text = left + "\n"
    }
    for line in rest { text += margin + line + "\n" }
    return text
  }
}
