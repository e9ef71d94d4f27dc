import ScrimCore
import ScrimTerminal

/// A screen as a text file a reviewer can read: the characters, a letter per cell for
/// its style, and a legend of the letters.
///
///     # alert-light-40x12
///     size 40x12, cursor at column 20 row 9 on "C"
///
///     |0 The quick brown fox |
///     ...
///
///     |aaaaaaaaaaaaaaaaaaaaaa|
///     ...
///
///     a  fg #202020 bg #F0F0F0 dim
///
/// Rows sit between `|` marks so editors keep trailing spaces. A wide character is
/// written once, as a terminal shows it, and its continuation cell adds nothing, so a
/// monospace editor lines it up with the style row under it. Letters are handed out in
/// order of first appearance, row by row, so an unchanged picture gives the same file.
struct Snapshot: Equatable {
  /// The file's text.
  let text: String

  /// Describes `screen` with the cursor the terminal shows.
  init(name: String, screen: Screen, cursor: ANSIEncoder.CursorPlacement) {
    var letters: [CellStyle: Character] = [:]
    var legend: [String] = []
    var characters: [String] = []
    var styles: [String] = []
    for y in 0..<screen.height {
      var row = "|"
      var styleRow = "|"
      for x in 0..<screen.width {
        guard let cell = screen[x, y] else { continue }
        if cell.isContinuation {
          // A continuation with no wide character before it is a broken cell: show it.
          let follows = screen[x - 1, y]?.width == 2
          if !follows { row += "\u{FFFD}" }
        } else {
          row += cell.grapheme
        }
        if letters[cell.style] == nil {
          let letter = Self.letter(letters.count)
          letters[cell.style] = letter
          legend.append("\(letter)  \(Self.describe(cell.style))")
        }
        styleRow.append(letters[cell.style] ?? "?")
      }
      characters.append(row + "|")
      styles.append(styleRow + "|")
    }
    let header = [
      "# \(name)",
      "size \(screen.width)x\(screen.height), \(Self.describe(cursor, on: screen))",
    ]
    let sections = [header, characters, styles, legend]
    text = sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
  }

  /// The `index`th style letter: a–z, A–Z, 0–9, then other printable ASCII.
  private static func letter(_ index: Int) -> Character {
    let alphabet = Array(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$%&*+-=@^~<>")
    return index < alphabet.count ? alphabet[index] : "?"
  }

  /// "fg #RRGGBB bg #RRGGBB bold ...", with nil colours as "default".
  static func describe(_ style: CellStyle) -> String {
    var words = [
      "fg", style.foreground.map(hex) ?? "default", "bg", style.background.map(hex) ?? "default",
    ]
    let attributes: [(CellStyle.Attributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
      (.reverse, "reverse"),
    ]
    for (attribute, name) in attributes where style.attributes.contains(attribute) {
      words.append(name)
    }
    return words.joined(separator: " ")
  }

  /// A colour as "#RRGGBB"; the terminal shows no opacity, so none is written.
  private static func hex(_ color: Color) -> String {
    "#"
      + [color.red, color.green, color.blue].map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  private static func describe(_ cursor: ANSIEncoder.CursorPlacement, on screen: Screen) -> String {
    guard case .visible(let x, let y) = cursor else { return "cursor hidden" }
    let under = screen[x, y].map { "\"\($0.grapheme)\"" } ?? "outside the screen"
    return "cursor at column \(x) row \(y) on \(under)"
  }
}
