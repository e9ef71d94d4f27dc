/// A picture held in memory, for an app that drew or decoded it itself (where UIKit would
/// hand MDC a `UIImage`): `width` × `height` pixels, four bytes each (red, green, blue,
/// alpha, not premultiplied), row by row from the top.
///
///     let dot = PixelImage(width: 1, height: 1, rgba: [0xF9, 0xA8, 0x25, 0xFF])
///     alert.titleIcon = dot.map { ModalImage(source: .pixels($0), accessibilityLabel: "Dot") }
///
/// The core only holds the bytes; a pixel renderer draws them, and a terminal draws the
/// image's glyph or label instead.
public struct PixelImage: Hashable, Sendable {
  /// The largest side a picture may have: 4,096 pixels (64 MiB of bytes at most).
  public static let maximumSide = 4096

  /// Its width in pixels, from 1 to `maximumSide`.
  public let width: Int
  /// Its height in pixels, from 1 to `maximumSide`.
  public let height: Int
  /// Four bytes a pixel (red, green, blue, alpha), `width` × 4 bytes a row, top row first.
  public let rgba: [UInt8]

  /// Makes a picture of `rgba`'s bytes, or nil when a side is not between 1 and
  /// `maximumSide` or the bytes are not `width` × `height` × 4.
  public init?(width: Int, height: Int, rgba: [UInt8]) {
    let sides = 1...Self.maximumSide
    guard sides.contains(width), sides.contains(height), rgba.count == width * height * 4 else {
      return nil
    }
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// Hashes the size and the first bytes only: a scene holding a large picture is hashed
  /// without reading all of it (equal pictures still hash alike).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    for byte in rgba.prefix(64) { hasher.combine(byte) }
  }
}
