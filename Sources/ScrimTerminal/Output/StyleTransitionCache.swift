/// The SGR bytes of recent style changes, found by the packed styles alone.
///
/// A frame changes style hundreds of times between a handful of styles; a dictionary
/// would hash each pair with SipHash, which cost the encoder a third of its time. This
/// is a direct-mapped table instead: a pair goes in one slot, chosen by mixing its
/// bits, and a pair that lands on a taken slot replaces it (and is recomputed when it
/// comes back).
struct StyleTransitionCache {
  private struct Entry {
    var from: CellStyle?
    var to: CellStyle
    var bytes: [UInt8]
  }

  private static let slotBits = 8
  private var slots: [Entry?] = Array(repeating: nil, count: 1 << slotBits)

  /// The bytes cached for a change from `from` (nil when the terminal's style is
  /// unknown) to `to`, or nil.
  func bytes(from: CellStyle?, to: CellStyle) -> [UInt8]? {
    guard let entry = slots[Self.slot(from: from, to: to)], entry.to == to, entry.from == from
    else { return nil }
    return entry.bytes
  }

  /// Remembers the bytes of a change, replacing whatever shared its slot.
  mutating func insert(_ bytes: [UInt8], from: CellStyle?, to: CellStyle) {
    slots[Self.slot(from: from, to: to)] = Entry(from: from, to: to, bytes: bytes)
  }

  /// Forgets every change, as when the colour depth changes.
  mutating func removeAll() {
    for index in slots.indices { slots[index] = nil }
  }

  private static func slot(from: CellStyle?, to: CellStyle) -> Int {
    let source = from.map { $0.bits &+ 1 } ?? 0
    // Fibonacci hashing: the multiply spreads every input bit into the top bits kept.
    let mixed = (source &* 0x9E37_79B9_7F4A_7C15 ^ to.bits) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> (64 - UInt64(slotBits)))
  }
}

extension CellStyle {
  /// The style's colours and attributes folded into one integer, to choose a slot.
  fileprivate var bits: UInt64 {
    UInt64(packedForeground.rawValue) | UInt64(packedBackground.rawValue) << 32
      ^ UInt64(attributes.rawValue) << 56
  }
}
