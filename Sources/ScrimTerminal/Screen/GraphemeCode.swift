import Synchronization

/// A grapheme cluster as one integer, so a cell is a plain value: copying or comparing
/// it never touches a reference count.
///
/// Up to seven UTF-8 bytes are held inline, the first in the lowest byte and the rest
/// zero: every grapheme of one scalar and most emoji. Longer ones (flags, ZWJ
/// sequences), and any holding a NUL byte (which zero padding could not tell apart), are
/// interned in a table shared by every screen, and the code holds 0xFF (a byte UTF-8
/// never uses) in its lowest byte and the table index above it. Equal graphemes
/// therefore have equal codes, byte for byte. The top byte is always zero: `Cell` keeps
/// the width there, so a cell is two words.
struct GraphemeCode: Hashable, Sendable {
  /// The inline bytes, or the interned marker and index.
  var rawValue: UInt64

  /// The marker of an interned grapheme, in the lowest byte.
  private static let internedTag: UInt64 = 0xFF

  /// The empty grapheme, what a continuation cell holds.
  static let empty = GraphemeCode(rawValue: 0)
  /// A space, what blank cells hold.
  static let space = GraphemeCode(rawValue: 0x20)

  init(rawValue: UInt64) { self.rawValue = rawValue }

  /// The code of a grapheme, interning it when it does not fit inline.
  init(_ grapheme: String) {
    self = Self.inline(grapheme.utf8) ?? GraphemeTable.intern(Array(grapheme.utf8))
  }

  /// The code of a character, interning it when it does not fit inline.
  init(_ character: Character) {
    self = Self.inline(character.utf8) ?? GraphemeTable.intern(Array(character.utf8))
  }

  /// An interned grapheme's code.
  init(internedIndex index: Int) {
    precondition(index < 1 << 48, "more interned graphemes than a code can index")
    rawValue = UInt64(index) << 8 | Self.internedTag
  }

  private static func inline(_ utf8: some Sequence<UInt8>) -> GraphemeCode? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    for byte in utf8 {
      guard shift < 56, byte != 0 else { return nil }
      value |= UInt64(byte) << shift
      shift += 8
    }
    return GraphemeCode(rawValue: value)
  }

  /// Whether the grapheme lives in the shared table.
  var isInterned: Bool { rawValue & 0xFF == Self.internedTag }

  /// Whether the grapheme is one ASCII character.
  var isASCII: Bool { rawValue != 0 && rawValue < 0x80 }

  /// The grapheme as a string.
  var string: String {
    if isInterned { return String(decoding: GraphemeTable.bytes(at: internedIndex), as: UTF8.self) }
    return withUnsafeBytes(of: rawValue.littleEndian) { raw in
      String(decoding: raw.prefix(inlineCount), as: UTF8.self)
    }
  }

  /// Appends the grapheme's UTF-8 bytes.
  func appendUTF8(to bytes: inout [UInt8]) {
    if isInterned {
      bytes.append(contentsOf: GraphemeTable.bytes(at: internedIndex))
      return
    }
    var value = rawValue
    while value != 0 {
      bytes.append(UInt8(truncatingIfNeeded: value))
      value >>= 8
    }
  }

  private var inlineCount: Int { (64 - rawValue.leadingZeroBitCount + 7) / 8 }

  private var internedIndex: Int { Int(rawValue >> 8) }
}

/// The graphemes too long to hold inline, shared by every screen so a cell copied
/// between screens keeps its meaning.
///
/// Entries are never removed: a screen holds only indices, and a terminal shows few
/// such graphemes (ZWJ emoji sequences, stacks of combining marks), each stored once.
enum GraphemeTable {
  private struct State {
    var entries: [[UInt8]] = []
    var indices: [[UInt8]: Int] = [:]
  }

  private static let state = Mutex(State())

  /// The code of `bytes`, adding them to the table the first time they are seen.
  static func intern(_ bytes: [UInt8]) -> GraphemeCode {
    state.withLock { state in
      if let index = state.indices[bytes] { return GraphemeCode(internedIndex: index) }
      let index = state.entries.count
      state.entries.append(bytes)
      state.indices[bytes] = index
      return GraphemeCode(internedIndex: index)
    }
  }

  /// The bytes of an interned grapheme.
  static func bytes(at index: Int) -> [UInt8] {
    state.withLock { $0.entries[index] }
  }
}
