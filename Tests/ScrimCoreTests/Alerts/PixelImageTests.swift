import ScrimCore
import Testing

/// Pixels an app holds in memory, as a picture's source: the core keeps them as they are
/// and refuses bytes that do not make the size they claim.
@Suite struct PixelImageTests {
  @Test("bytes that make width × height × 4 are kept; any other count is refused")
  func validation() throws {
    let dot = try #require(PixelImage(width: 2, height: 1, rgba: [1, 2, 3, 4, 5, 6, 7, 8]))
    #expect(dot.width == 2 && dot.height == 1 && dot.rgba == [1, 2, 3, 4, 5, 6, 7, 8])
    #expect(PixelImage(width: 2, height: 1, rgba: [1, 2, 3, 4]) == nil)
    #expect(PixelImage(width: 0, height: 0, rgba: []) == nil)
    #expect(PixelImage(width: -1, height: -4, rgba: [1, 2, 3, 4]) == nil)
    let side = PixelImage.maximumSide + 1
    #expect(PixelImage(width: side, height: 1, rgba: [UInt8](repeating: 0, count: side * 4)) == nil)
  }

  @Test("a picture in memory is a title icon's or an image control's source like a file")
  func asSource() throws {
    let pixels = try #require(PixelImage(width: 1, height: 1, rgba: [0xF9, 0xA8, 0x25, 0xFF]))
    let image = ModalImage(source: .pixels(pixels), accessibilityLabel: "Dot")
    #expect(image.text == "Dot", "a terminal draws its label")
    var other = pixels.rgba
    other[0] = 0
    let different = try #require(PixelImage(width: 1, height: 1, rgba: other))
    #expect(ModalImage(source: .pixels(different), accessibilityLabel: "Dot") != image)
  }
}
