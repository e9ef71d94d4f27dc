/// One pass of `TextMeasurer.wrap(_:width:maximumLines:)` over a string's UTF-8 bytes.
///
/// Lines are kept as byte ranges of the source and copied out once, when finished, so
/// the pass is linear and touches each byte a bounded number of times. Runs of ASCII
/// are measured byte by byte without forming `Character`s (an ASCII byte followed by
/// another ASCII byte is always a grapheme boundary, except CR LF); anything else goes
/// through Swift's grapheme breaking.
struct LineBreaker<Measurer: TextMeasurer> {
  /// What a character wider than the whole line is shown as.
  static var ellipsis: Character { "…" }

  private let measurer: Measurer
  private let text: String
  private let bytes: UnsafeBufferPointer<UInt8>
  private let width: Int
  private let limit: Int
  private let ellipsisWidth: Int
  private let spaceWidth: Int
  /// Each ASCII character's width shifted left by one, with whether it is wide in the
  /// low bit (one lookup per byte); -1 until measured.
  private var asciiMeasures = [Int](repeating: -1, count: 128)

  private var lines: [String] = []
  private var widest = 0
  private var isTruncated = false

  /// The line being filled is bytes `lineStart..<` the current cluster.
  private var lineStart = 0
  private var lineWidth = 0
  /// Whether the line holds tabs, controls or over-wide characters to clean up.
  private var lineIsDirty = false
  /// The last soft-break opportunity: the line's content ends at `contentEnd` (width
  /// `contentWidth`) and the next line starts at `next` (the line's width there being
  /// `nextWidth`).
  private var breakPoint: (contentEnd: Int, contentWidth: Int, next: Int, nextWidth: Int)?
  /// The opportunity before a break beside a wide character, taken back when a closing
  /// mark turns out to follow that break directly (no line may start with "。" or ")").
  private var earlierBreakPoint: (contentEnd: Int, contentWidth: Int, next: Int, nextWidth: Int)?
  /// Whether the line was started by a soft break, so leading spaces are skipped.
  private var atSoftLineStart = false
  /// Whether the last cluster was a breaking space.
  private var afterSpace = false
  /// The first scalar of the last visible cluster, or 0 after a space or line start:
  /// an opening mark there may not end a line.
  private var previousScalar: UInt32 = 0

  init(
    measurer: Measurer, text: String, bytes: UnsafeBufferPointer<UInt8>, width: Int, limit: Int
  ) {
    self.measurer = measurer
    self.text = text
    self.bytes = bytes
    self.width = width
    self.limit = limit
    ellipsisWidth = measurer.width(of: Self.ellipsis)
    spaceWidth = measurer.width(of: " " as Character)
  }

  // MARK: - Scanning

  mutating func run() {
    let count = bytes.count
    var offset = 0
    while offset < count, !isTruncated {
      let byte = bytes[offset]
      let next = offset + 1
      if byte < 0x80, next == count || bytes[next] < 0x80 {
        switch byte {
        case 0x0D:
          let end = next < count && bytes[next] == 0x0A ? next + 1 : next
          hardBreak(at: offset, end: end)
          offset = end
          continue
        case 0x0A, 0x0B, 0x0C: hardBreak(at: offset, end: next)
        case 0x20: space(at: offset, end: next, width: spaceWidth)
        case 0x09:
          lineIsDirty = true
          space(at: offset, end: next, width: spaceWidth)
        case 0..<0x20, 0x7F:
          let shown = TextSanitizer.sanitized(Character(Unicode.Scalar(byte)))
          let shownWidth = measurer.width(of: shown)
          visible(
            at: offset, end: next, width: shownWidth,
            isWide: measurer.isWide(shown, width: shownWidth), isDirty: true, scalar: 0)
        default:
          let measure = asciiMeasure(byte)
          visible(
            at: offset, end: next, width: measure >> 1, isWide: measure & 1 == 1, isDirty: false,
            scalar: UInt32(byte))
        }
        offset = next
        continue
      }
      offset = cluster(at: offset)
    }
  }

  /// Handles the non-ASCII (or ASCII-then-combining) cluster starting at `offset` and
  /// returns the offset after it.
  private mutating func cluster(at offset: Int) -> Int {
    if let (scalar, end) = plainScalar(at: offset) {
      let character = Character(scalar)
      let width = measurer.width(of: character)
      if scalar.value == 0x3000 {
        space(at: offset, end: end, width: width)
      } else {
        visible(
          at: offset, end: end, width: width, isWide: measurer.isWide(character, width: width),
          isDirty: false, scalar: scalar.value)
      }
      return end
    }
    let utf8 = text.utf8
    let character = text[utf8.index(utf8.startIndex, offsetBy: offset)]
    let end = offset + max(1, character.utf8.count)
    if character.isNewline {
      hardBreak(at: offset, end: end)
    } else if Self.isBreakingSpace(character) {
      space(at: offset, end: end, width: measurer.width(of: character))
    } else {
      let shown = TextSanitizer.sanitized(character)
      let isZeroWidthSpace = character == "\u{200B}"
      let width = measurer.width(of: shown)
      visible(
        at: offset, end: end, width: width, isWide: measurer.isWide(shown, width: width),
        isDirty: shown != character, breaksAfter: isZeroWidthSpace,
        scalar: character.unicodeScalars.first?.value ?? 0)
    }
    return end
  }

  /// The scalar at `offset` and the offset after it, when it is a whole grapheme
  /// cluster by itself for certain: it and the scalar after it are both in ranges whose
  /// grapheme property is Other (Latin-1 and Latin Extended letters, kana, CJK
  /// ideographs, fullwidth forms) or ASCII, so no rule of UAX #29 joins them.
  private func plainScalar(at offset: Int) -> (Unicode.Scalar, Int)? {
    guard let (value, end) = decode(at: offset), Self.isPlain(value) else { return nil }
    if end < bytes.count {
      if bytes[end] >= 0x80 {
        guard let (following, _) = decode(at: end), Self.isPlain(following) else { return nil }
      }
    }
    guard let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, end)
  }

  private func decode(at offset: Int) -> (UInt32, Int)? {
    let lead = bytes[offset]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return nil
    }
    guard offset + length <= bytes.count else { return nil }
    for index in offset + 1..<offset + length {
      value = value << 6 | UInt32(bytes[index] & 0x3F)
    }
    return (value, offset + length)
  }

  private static func isPlain(_ value: UInt32) -> Bool {
    switch value {
    case 0xA0...0x2FF, 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF,
      0x4E00...0x9FFF, 0xFF01...0xFF60:
      return true
    default: return false
    }
  }

  /// An ASCII character's width and wideness as `asciiMeasures` keeps them, measured once.
  private mutating func asciiMeasure(_ byte: UInt8) -> Int {
    let cached = asciiMeasures[Int(byte)]
    if cached >= 0 { return cached }
    let character = Character(Unicode.Scalar(byte))
    let width = max(0, measurer.width(of: character))
    let measure = width << 1 | (measurer.isWide(character, width: width) ? 1 : 0)
    asciiMeasures[Int(byte)] = measure
    return measure
  }

  /// Whether `character` is a space a line may break after (not NO-BREAK SPACE or
  /// FIGURE SPACE).
  static func isBreakingSpace(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
    else { return false }
    switch scalar.value {
    case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
    default: return false
    }
  }

  // MARK: - Breaking

  private mutating func hardBreak(at offset: Int, end: Int) {
    emit(contentEnd: offset, contentWidth: lineWidth)
    lineStart = end
    lineWidth = 0
    atSoftLineStart = false
  }

  private mutating func space(at offset: Int, end: Int, width spaceWidth: Int) {
    if atSoftLineStart, lineStart == offset {
      lineStart = end
      return
    }
    if !afterSpace {
      breakPoint = (offset, lineWidth, end, lineWidth + spaceWidth)
    }
    afterSpace = true
    previousScalar = 0
    if lineWidth + spaceWidth > width {
      // A space that overflows vanishes into the break it makes.
      let contentEnd = breakPoint?.contentEnd ?? offset
      let contentWidth = breakPoint?.contentWidth ?? lineWidth
      softBreak(contentEnd: contentEnd, contentWidth: contentWidth, next: end, nextWidth: lineWidth)
      lineWidth = 0
      return
    }
    lineWidth += spaceWidth
  }

  private mutating func visible(
    at offset: Int, end: Int, width clusterWidth: Int, isWide: Bool, isDirty: Bool,
    breaksAfter: Bool = false, scalar: UInt32
  ) {
    if afterSpace, let point = breakPoint {
      breakPoint = (point.contentEnd, point.contentWidth, offset, lineWidth)
    } else if let point = breakPoint, point.next == offset,
      LineBreakClass.forbidsBreakBefore(scalar)
    {
      // The break just before this mark (after a wide character) is not allowed.
      breakPoint = earlierBreakPoint
    }
    afterSpace = false
    atSoftLineStart = false
    let previous = previousScalar
    previousScalar = scalar
    if isWide, offset > lineStart, !LineBreakClass.forbidsBreakAfter(previous),
      !LineBreakClass.forbidsBreakBefore(scalar)
    {
      earlierBreakPoint = breakPoint
      breakPoint = (offset, lineWidth, offset, lineWidth)
    }
    let tooWide = clusterWidth > width
    // A line narrower than "…" itself (a few points) shows nothing in its place.
    let shownWidth = tooWide ? (ellipsisWidth <= width ? ellipsisWidth : 0) : clusterWidth
    if lineWidth + shownWidth > width {
      if let point = breakPoint, point.contentEnd > lineStart {
        softBreak(
          contentEnd: point.contentEnd, contentWidth: point.contentWidth, next: point.next,
          nextWidth: point.nextWidth)
      } else if offset > lineStart {
        softBreak(contentEnd: offset, contentWidth: lineWidth, next: offset, nextWidth: lineWidth)
      }
      if isTruncated { return }
      // What the break carried over ("「" that may not end a line) can leave no room for
      // this character either: it starts a line of its own.
      if lineWidth + shownWidth > width, offset > lineStart {
        softBreak(contentEnd: offset, contentWidth: lineWidth, next: offset, nextWidth: lineWidth)
        if isTruncated { return }
      }
    }
    lineWidth += shownWidth
    if isDirty || tooWide { lineIsDirty = true }
    if (isWide && !LineBreakClass.forbidsBreakAfter(scalar)) || breaksAfter {
      earlierBreakPoint = breakPoint
      breakPoint = (end, lineWidth, end, lineWidth)
    }
  }

  /// Ends the line at `contentEnd` and carries the bytes from `next` to a new line.
  private mutating func softBreak(contentEnd: Int, contentWidth: Int, next: Int, nextWidth: Int) {
    let carriedWidth = lineWidth - nextWidth
    let dirty = lineIsDirty
    emit(contentEnd: contentEnd, contentWidth: contentWidth)
    lineStart = next
    lineWidth = carriedWidth
    lineIsDirty = dirty
    atSoftLineStart = true
  }

  /// Appends the line `lineStart..<contentEnd` without trailing spaces, or, past the
  /// limit, truncates the last kept line instead.
  private mutating func emit(contentEnd: Int, contentWidth: Int) {
    breakPoint = nil
    afterSpace = false
    if lines.count == limit {
      truncateLastLine()
      return
    }
    var end = max(lineStart, contentEnd)
    var lineWidth = contentWidth
    while end > lineStart, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 {
      end -= 1
      lineWidth -= spaceWidth
    }
    var line = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<end]), as: UTF8.self)
    if lineIsDirty { line = clean(line) }
    lineIsDirty = false
    lines.append(line)
    widest = max(widest, lineWidth)
  }

  /// `line` with tabs as spaces, controls as stand-ins and over-wide characters as "…"
  /// (or nothing, when "…" is too wide as well).
  private func clean(_ line: String) -> String {
    var result = ""
    for character in line {
      if character == "\t" {
        result.append(" ")
        continue
      }
      let shown = TextSanitizer.sanitized(character)
      if measurer.width(of: shown) <= width {
        result.append(shown)
      } else if ellipsisWidth <= width {
        result.append(Self.ellipsis)
      }
    }
    return result
  }

  private mutating func truncateLastLine() {
    guard let last = lines.popLast() else { return }
    isTruncated = true
    var kept = ""
    var keptWidth = 0
    for character in last {
      let characterWidth = measurer.width(of: character)
      if keptWidth + characterWidth + ellipsisWidth > width { break }
      kept.append(character)
      keptWidth += characterWidth
    }
    while kept.last == " " {
      kept.removeLast()
      keptWidth -= spaceWidth
    }
    let fits = ellipsisWidth <= width
    lines.append(fits ? kept + String(Self.ellipsis) : kept)
    widest = max(widest, keptWidth + (fits ? ellipsisWidth : 0))
  }

  mutating func finish() -> WrappedText {
    if !isTruncated, lineStart < bytes.count || !atSoftLineStart {
      emit(contentEnd: bytes.count, contentWidth: lineWidth)
    }
    return WrappedText(lines: lines, isTruncated: isTruncated, width: widest)
  }
}
