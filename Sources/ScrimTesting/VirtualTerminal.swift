import ScrimCore
import ScrimTerminal

/// A small model of a terminal that replays the bytes Scrim emits into a `Screen`, so a
/// test can check that what the encoder wrote is what the painter drew.
///
/// It understands the sequences Scrim's encoder and terminal modes use, and those curses
/// draws whiptail's and dialog's boxes with, so the same waits read both: text, CR,
/// LF (scrolling at the bottom row), CUP (H, f), CUU (A), CUD (B), CUF (C), CUB (D),
/// VPA (d), CHA (G), EL (K), DEC line drawing (ESC ( 0, ESC ( B), ECH (X),
/// REP (b), ED 0 and 2 (J), SGR (m) with 16, 256 and 24-bit colours, DECSC and DECRC
/// (ESC 7, ESC 8, which save and restore the style with the cursor, as xterm does), and
/// DEC private modes, of which 25 (cursor) and 1049 (alternate screen) take effect and
/// the others are only recorded in `enabledModes`. Anything else is recorded in `unknown`.
public struct VirtualTerminal {
  /// What the terminal shows.
  public internal(set) var screen: Screen
  /// The cursor's column.
  public internal(set) var cursorX = 0
  /// The cursor's row.
  public internal(set) var cursorY = 0
  /// Whether the cursor is shown.
  public internal(set) var isCursorVisible = true
  /// The DEC private modes switched on and not yet off, such as 1000 (mouse) or 2004
  /// (bracketed paste); 25 (cursor) is `isCursorVisible` instead.
  public internal(set) var enabledModes: Set<Int> = []
  /// Sequences this model does not understand, for the test to fail on.
  public private(set) var unknown: [String] = []

  var style = CellStyle.plain
  private var lastGrapheme: (String, Int)?
  /// Whether G0 is DEC's line-drawing set (`ESC ( 0`), as curses programs switch it.
  private var drawsLines = false
  private let measurer: any TextMeasurer
  private var pending: [UInt8] = []
  /// The cursor and style saved by DECSC.
  var savedCursor: (x: Int, y: Int, style: CellStyle)?
  /// The main screen and its cursor while the alternate screen shows.
  var mainScreen: (screen: Screen, x: Int, y: Int, style: CellStyle)?

  /// Makes a blank terminal of a size.
  public init(width: Int, height: Int, measurer: some TextMeasurer) {
    screen = Screen(width: width, height: height)
    self.measurer = measurer
  }

  /// Applies bytes as a terminal would.
  public mutating func feed(_ bytes: [UInt8]) {
    pending += bytes
    var index = 0
    var text: [UInt8] = []
    func flushText(_ terminal: inout VirtualTerminal) {
      guard !text.isEmpty else { return }
      terminal.print(String(decoding: text, as: UTF8.self))
      text.removeAll()
    }
    while index < pending.count {
      let byte = pending[index]
      switch byte {
      case 0x1B:
        flushText(&self)
        guard let end = sequenceEnd(from: index) else {
          pending.removeFirst(index)
          return
        }
        apply(Array(pending[(index + 1)...end]))
        index = end + 1
      case 0x0D:
        flushText(&self)
        cursorX = 0
        index += 1
      case 0x0A:
        flushText(&self)
        lineFeed()
        index += 1
      default:
        text.append(byte)
        index += 1
      }
    }
    flushText(&self)
    pending.removeAll()
  }

  private func sequenceEnd(from start: Int) -> Int? {
    guard start + 1 < pending.count else { return nil }
    // Designating a character set (ESC ( 0, ESC ) B...) takes one byte more.
    if Array("()*+".utf8).contains(pending[start + 1]) {
      return start + 2 < pending.count ? start + 2 : nil
    }
    guard pending[start + 1] == UInt8(ascii: "[") else { return start + 1 }
    var index = start + 2
    while index < pending.count {
      if (0x40...0x7E).contains(pending[index]) { return index }
      index += 1
    }
    return nil
  }

  private mutating func apply(_ sequence: [UInt8]) {
    let text = String(decoding: sequence, as: UTF8.self)
    if text == "7" || text == "8" {
      text == "7" ? saveCursor() : restoreCursor()
      return
    }
    if text.count == 2, let first = text.first, "()*+".contains(first) {
      if first == "(" { drawsLines = text.last == "0" }
      return
    }
    guard text.first == "[", let final = text.last else {
      unknown.append(text)
      return
    }
    let body = String(text.dropFirst().dropLast())
    if body.hasPrefix("?") {
      for mode in body.dropFirst().split(separator: ";").compactMap({ Int($0) }) {
        setMode(mode, on: final == "h")
      }
      return
    }
    let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    let first = numbers.first.flatMap { $0 } ?? 1
    switch final {
    case "H", "f":
      cursorY = min(screen.height - 1, max(0, first - 1))
      let column = numbers.count > 1 ? (numbers[1] ?? 1) : 1
      cursorX = min(screen.width - 1, max(0, column - 1))
    case "A": cursorY = max(0, cursorY - first)
    case "B": cursorY = min(screen.height - 1, cursorY + first)
    case "C": cursorX = min(screen.width - 1, cursorX + first)
    case "D": cursorX = max(0, cursorX - first)
    case "d": cursorY = min(screen.height - 1, max(0, first - 1))
    case "G": cursorX = min(screen.width - 1, max(0, first - 1))
    case "K": eraseInLine(numbers.first.flatMap { $0 } ?? 0)
    // Scrolling regions, ANSI modes and window reports move nothing on a screen this size.
    case "r", "l", "t": break
    case "X":
      for x in cursorX..<min(screen.width, cursorX + first) {
        screen.put(" ", width: 1, x: x, y: cursorY, style: CellStyle(background: style.background))
      }
    case "b":
      if let (grapheme, width) = lastGrapheme {
        for _ in 0..<first { put(grapheme, width: width) }
      }
    case "J" where body == "2":
      screen = Screen(
        width: screen.width, height: screen.height,
        fill: .blank(CellStyle(background: style.background)))
    case "J" where body.isEmpty || body == "0": eraseBelow()
    case "m": applySGR(numbers.map { $0 ?? 0 })
    default: unknown.append(text)
    }
  }

  private mutating func applySGR(_ codes: [Int]) {
    var index = 0
    let codes = codes.isEmpty ? [0] : codes
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 0: style = .plain
      case 1: style.attributes.insert(.bold)
      case 2: style.attributes.insert(.dim)
      case 3: style.attributes.insert(.italic)
      case 4: style.attributes.insert(.underline)
      case 7: style.attributes.insert(.reverse)
      case 22: style.attributes.subtract([.bold, .dim])
      case 23: style.attributes.remove(.italic)
      case 24: style.attributes.remove(.underline)
      case 27: style.attributes.remove(.reverse)
      case 39: style.foreground = nil
      case 49: style.background = nil
      case 38, 48:
        var color: Color?
        if index + 4 < codes.count, codes[index + 1] == 2 {
          color = Color(
            red: UInt8(clamping: codes[index + 2]), green: UInt8(clamping: codes[index + 3]),
            blue: UInt8(clamping: codes[index + 4]))
          index += 4
        } else if index + 2 < codes.count, codes[index + 1] == 5 {
          color = Palette.color(at: codes[index + 2])
          index += 2
        }
        if code == 38 { style.foreground = color } else { style.background = color }
      case 30...37, 90...97:
        style.foreground = Palette.color(at: code >= 90 ? code - 90 + 8 : code - 30)
      case 40...47, 100...107:
        style.background = Palette.color(at: code >= 100 ? code - 100 + 8 : code - 40)
      default: unknown.append("SGR \(code)")
      }
      index += 1
    }
  }

  private mutating func print(_ text: String) {
    for character in text {
      let grapheme = drawsLines ? Self.lineDrawing(character) : String(character)
      put(grapheme, width: measurer.width(of: grapheme))
    }
  }

  private mutating func put(_ grapheme: String, width: Int) {
    guard width > 0 else { return }
    if cursorX >= screen.width {
      cursorX = 0
      lineFeed()
    }
    let taken = screen.put(grapheme, width: width, x: cursorX, y: cursorY, style: style)
    lastGrapheme = (grapheme, width)
    cursorX += taken
  }

  private mutating func eraseInLine(_ mode: Int) {
    let blank = Cell.blank(CellStyle(background: style.background))
    let start = mode == 0 ? cursorX : 0
    let end = mode == 1 ? cursorX + 1 : screen.width
    screen.fill(Rect(x: start, y: cursorY, width: max(0, end - start), height: 1), with: blank)
  }

  /// The box-drawing character DEC's special graphics set draws for an ASCII letter.
  private static func lineDrawing(_ character: Character) -> String {
    switch character {
    case "q": return "─"
    case "x": return "│"
    case "l": return "┌"
    case "k": return "┐"
    case "m": return "└"
    case "j": return "┘"
    case "t": return "├"
    case "u": return "┤"
    case "w": return "┬"
    case "v": return "┴"
    case "n": return "┼"
    case "a": return "▒"
    case "`": return "◆"
    case "~": return "·"
    default: return String(character)
    }
  }
}
