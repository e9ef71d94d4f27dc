import ScrimCore
import ScrimTerminal

/// The terminal's own measurer: the tests measure as the renderer does.
typealias CellMeasurer = TerminalTextMeasurer

/// Shows escape sequences readably: ESC as `\e`, other controls as `\r`, `\n`.
func visible(_ bytes: [UInt8]) -> String {
  var result = ""
  for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
    switch scalar {
    case "\u{1B}": result += "\\e"
    case "\r": result += "\\r"
    case "\n": result += "\\n"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result
}
