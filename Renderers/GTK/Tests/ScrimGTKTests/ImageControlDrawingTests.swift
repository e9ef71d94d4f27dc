import CGTK
@_spi(Renderer) import ScrimCore
import Testing

/// Issue 37 in a window: a dialog's title icon, and images among its controls, drawn from
/// a PNG, as a tinted glyph, and as their label in an outline when the file is missing.
@MainActor
@Suite struct ImageControlDrawingTests {
  /// A dialog with a title icon and three images: a picture, a glyph and a missing file.
  static func dialog(_ scheme: ContainerScheme, picture: String) -> Dialog {
    let dialog = Dialog(title: "Clean up backups", message: "Old backups use most of the disk.")
    dialog.titleIcon = ModalImage(
      glyph: "✎", source: .file(picture), accessibilityLabel: "Clean up")
    dialog.addControl(
      .image(
        ImageControl(
          ModalImage(source: .file(picture)), accessibilityLabel: "Disk usage: 92% full",
          size: Size(width: 96, height: 96))))
    dialog.addControl(
      .image(
        ImageControl(
          ModalImage(glyph: "▇", tintColor: scheme.colorScheme.error),
          accessibilityLabel: "Nearly full", size: Size(width: 48, height: 24))))
    dialog.addControl(
      .image(
        ImageControl(
          ModalImage(source: .file("/nonexistent/scrim/chart.png")),
          accessibilityLabel: "Last month's chart", size: Size(width: 200, height: 48))))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Clean up", emphasis: .high))
    dialog.applyTheme(withScheme: scheme)
    return dialog
  }

  @Test(
    "a dialog's title icon and its image controls are drawn; a missing file shows its label",
    arguments: Theme.allCases)
  func imageControls(_ theme: Theme) throws {
    let driver = try GTKDriver(scheme: theme.scheme)
    let picture = ImageComponentTests.writePicture(named: "disc")
    try driver.app.present(Self.dialog(theme.scheme, picture: picture))
    try driver.advance(by: .milliseconds(400))
    let (image, _) = try driver.photograph()
    let layout = try #require(
      driver.stage.scene().layers.lazy.compactMap { layer -> ModalLayout? in
        if case .modal(let state) = layer { return state.layout }
        return nil
      }.first)
    let icon = try #require(layout.titleIcon)
    #expect(image[icon.x + 12, icon.y + 12].distance(to: Pixel(ImageComponentTests.amber)) <= 2)
    let box = try #require(layout.imageFrames[0])
    #expect(box.width == 96 && box.height == 96)
    let body = layout.body.viewport
    #expect(abs((box.x - body.x) - (body.maxX - box.maxX)) <= 1, "centred in the body")
    #expect(
      image[box.x + 48, box.y + 48].distance(to: Pixel(ImageComponentTests.amber)) <= 2,
      "the picture, scaled up from 48 to 96 pt, centred in the body")
    #expect(driver.shows("▇"), "a glyph stands for a picture it has none of")
    #expect(driver.shows("Last month's chart"), "a missing file shows its label")
    #expect(!driver.shows("Disk usage: 92% full"), "a picture that loads shows no label")
    try driver.checkScreenshot("imageControl-\(theme)")
  }

  @Test("pixels in memory are drawn as the picture, their alpha blended over the dialog")
  func pixels() throws {
    let driver = try GTKDriver(scheme: .light)
    // Two pixels: opaque red on the left, blue at half alpha on the right, each 48 pt
    // square once scaled; they are read at their centres, where smoothing leaves them be.
    let bytes: [UInt8] = [0xFF, 0, 0, 0xFF, 0, 0, 0xFF, 0x80]
    // ScrimCore's, not the tests' screenshot type of the same name.
    let made = ScrimCore.PixelImage(width: 2, height: 1, rgba: bytes)
    let pixels = try #require(made)
    let dialog = Dialog(title: "Pixels")
    dialog.addControl(
      .image(
        ImageControl(
          ModalImage(source: .pixels(pixels)), accessibilityLabel: "Red and blue",
          size: Size(width: 96, height: 48))))
    dialog.addAction(AlertAction(title: "OK"))
    try driver.app.present(dialog)
    try driver.advance(by: .milliseconds(400))
    let (image, _) = try driver.photograph()
    let state = try #require(
      driver.stage.scene().layers.lazy.compactMap { layer -> ModalLayerState? in
        if case .modal(let state) = layer { return state }
        return nil
      }.first)
    let box = try #require(state.layout.imageFrames[0])
    #expect(image[box.x + 24, box.y + 24].distance(to: Pixel(Color(hex: 0xFF0000))) <= 4)
    let blue = Color(hex: 0x0000FF).withAlpha(Double(0x80) / 255)
      .composited(over: state.style.containerColor)
    #expect(image[box.x + 72, box.y + 24].distance(to: Pixel(blue)) <= 4)
    #expect(!driver.shows("Red and blue"), "drawn, so its label is not")
  }
}
