import ScrimCore
import Synchronization

/// A colour, or the terminal's default, in 32 bits, so a style is three integers.
///
/// 0 is the default (nil); `0x01RRGGBB` an opaque colour; from `0x02000000` up, the
/// index of a translucent colour in a table shared by every screen, since an opacity
/// does not fit beside the channels. Painters composite before they paint, so cells
/// almost never hold translucent colours; the table keeps them exact when they do.
/// Equal colours (by `Color`'s `==`) have equal codes.
struct PackedColor: Hashable, Sendable {
  /// The packed value.
  var rawValue: UInt32

  private static let opaqueTag: UInt32 = 0x0100_0000
  private static let firstTranslucent: UInt32 = 0x0200_0000
  /// The bits a packed colour uses; `CellStyle` keeps the attributes above them.
  static let valueMask: UInt32 = 0x03FF_FFFF

  /// The terminal's default colour.
  static let none = PackedColor(rawValue: 0)

  init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Packs a colour; nil is the terminal's default.
  init(_ color: Color?) {
    guard let color else {
      rawValue = 0
      return
    }
    guard color.alpha >= 1 else {
      let index = TranslucentColorTable.index(of: color)
      precondition(index <= Self.valueMask - Self.firstTranslucent, "too many translucent colours")
      rawValue = Self.firstTranslucent + index
      return
    }
    rawValue =
      Self.opaqueTag | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
  }

  /// The colour, or nil for the terminal's default.
  var color: Color? {
    if rawValue == 0 { return nil }
    if rawValue >= Self.firstTranslucent {
      return TranslucentColorTable.color(at: rawValue - Self.firstTranslucent)
    }
    return Color(
      red: UInt8(truncatingIfNeeded: rawValue >> 16),
      green: UInt8(truncatingIfNeeded: rawValue >> 8), blue: UInt8(truncatingIfNeeded: rawValue))
  }
}

/// The translucent colours cells have held, each stored once.
enum TranslucentColorTable {
  private struct State {
    var colors: [Color] = []
    var indices: [Color: UInt32] = [:]
  }

  private static let state = Mutex(State())

  /// The index of `color`, adding it the first time it is seen.
  static func index(of color: Color) -> UInt32 {
    state.withLock { state in
      if let index = state.indices[color] { return index }
      let index = UInt32(state.colors.count)
      state.colors.append(color)
      state.indices[color] = index
      return index
    }
  }

  /// The colour at an index.
  static func color(at index: UInt32) -> Color {
    state.withLock { $0.colors[Int(index)] }
  }
}
