import ScrimCore
import ScrimTerminal

/// A measurer good enough for these tests: CJK and emoji are two columns, combining
/// marks zero, everything else one.
struct CellMeasurer: TextMeasurer {
  func width(of text: String) -> Int {
    text.reduce(0) { total, character in
      guard let scalar = character.unicodeScalars.first else { return total }
      switch scalar.value {
      case 0x0300...0x036F: return total
      case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
        return total + 2
      default: return total + 1
      }
    }
  }
}

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
