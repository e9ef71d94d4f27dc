import CGTK
@_spi(Renderer) import ScrimCore
import Testing

@testable import ScrimGTK

/// Painting a message or an action sheet far taller than the window asks for only the
/// text in view, wherever it is scrolled to: what a frame costs stays the same however long
/// the content is.
@MainActor
@Suite("Painting only what is in view", .serialized)
struct PaintingInViewTests {
  @Test("a 20,000-line message: its first lines, then after End its last, and little else")
  func longMessage() throws {
    let driver = try GTKDriver()
    let lines = (0..<20_000).map { "Line \($0) of the log" }
    let alert = AlertController(
      title: "Log", message: lines.joined(separator: "\n"), preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Close", style: .cancel) { _ in })
    try driver.app.present(alert)
    try driver.advance(by: .milliseconds(300))
    let top = try #require(paint(driver.app))
    #expect(top.texts.contains("Line 0 of the log") && top.texts.contains("CLOSE"))
    #expect(!top.texts.contains("Line 19999 of the log"))
    #expect(top.requests < 60, "\(top.requests) runs of text asked for at the top")
    try driver.press(.end)
    let bottom = try #require(paint(driver.app))
    #expect(bottom.texts.contains("Line 19999 of the log"), "\(bottom.texts)")
    #expect(!bottom.texts.contains("Line 0 of the log"))
    #expect(bottom.requests < 60, "\(bottom.requests) runs of text asked for at the end")
  }

  @Test("a 5,000-action sheet: its first rows, a middle row, its last (Shift-Tab wraps)")
  func longSheet() throws {
    let driver = try GTKDriver(size: Size(width: 420, height: 720))
    let sheet = AlertController(title: "Move to", message: nil, preferredStyle: .actionSheet)
    for index in 0..<5_000 {
      sheet.addAction(AlertAction(title: "Folder \(index)") { _ in })
    }
    try driver.app.present(sheet)
    try driver.advance(by: .milliseconds(400))
    let top = try #require(paint(driver.app))
    #expect(top.texts.contains("Folder 0") && top.texts.contains("Folder 1"), "\(top.texts)")
    #expect(top.requests < 60, "\(top.requests) runs of text asked for at the top")
    for _ in 0..<12 { try driver.press(.down) }
    let middle = try #require(paint(driver.app))
    #expect(middle.texts.contains("Folder 12"), "\(middle.texts)")
    #expect(!middle.texts.contains("Folder 0"))
    // Shift-Tab back past the first row wraps to the last.
    for _ in 0...12 { try driver.press(.backTab) }
    let bottom = try #require(paint(driver.app))
    #expect(bottom.texts.contains("Folder 4999"), "\(bottom.texts)")
    #expect(!bottom.texts.contains("Folder 12"))
    #expect(bottom.requests < 60, "\(bottom.requests) runs of text asked for at the end")
  }

  /// The text one frame of `app` painted, and how many runs of text painting it asked for.
  private func paint(_ app: GTKApp) -> (texts: Set<String>, requests: Int)? {
    let size = app.stage.size
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)),
      let cairo = cairo_create(surface)
    else { return nil }
    defer {
      cairo_destroy(cairo)
      cairo_surface_destroy(surface)
    }
    let canvas = app.draw(on: cairo)
    return (Set(canvas.paintedText.map(\.text)), canvas.textRequests)
  }
}
