import CGTK
import ScrimCLI
@_spi(Renderer) import ScrimCore
import ScrimGTK
import Testing

/// Text that is hard to draw, through `scrim-gtk`'s command line: right-to-left and mixed
/// direction, emoji sequences and stacked combining marks, and bytes that are not UTF-8.
@MainActor
@Suite("Hostile text in the window", .serialized)
struct HostileTextTests {
  @Test(
    "right-to-left and mixed text, emoji and combining marks: painted whole, in its frame",
    arguments: [
      ("שלום עולם", "מחק את הטיוטה? הפעולה לא ניתנת לביטול.", "אישור"),
      ("حذف المسودة؟", "سيتم حذف draft-2024.txt نهائيًا (3 ملفات).", "نعم"),
      ("Family 👩‍👩‍👧‍👦 🇳🇴", "Flags 🇯🇵🏳️‍🌈, skin tones 👍🏽 and keycaps 1️⃣ #️⃣.", "OK 👍"),
      ("Ẓ̷̢̛̖̞a̶̱͝l̵̰̈́g̴͈̓o̸̦͐", "e\u{301}\u{301}\u{301} stacked, Hangul 한국어 and ﷽ in a line.", "Ç̌"),
    ])
  func hardText(_ title: String, _ message: String, _ action: String) async throws {
    var painted: [(text: String, frame: Rect)] = []
    var modal: Rect?
    let run = try await runWindowCommand([
      "alert", "--title", title, "--message", message, "--action", action,
      "--action", "Cancel:cancel",
    ]) { app, _ in
      guard let image = app.renderImageWithFrames() else { return }
      painted = image
      modal = app.modalFrame
      app.press(.enter)
    }
    let frame = try #require(modal, "the alert shows")
    let runs = painted.map(\.text)
    #expect(runs.contains(title), "the title in one run: \(runs)")
    // Wrapped or not, the message is painted in its own order, and no character (a
    // grapheme cluster: a letter and its marks, an emoji sequence) is split between runs.
    let shown = runs.filter { message.contains($0) }
    let characters = shown.flatMap { Array($0) }.filter { !$0.isWhitespace }
    #expect(characters == Array(message).filter { !$0.isWhitespace }, "\(shown)")
    for (text, box) in painted {
      #expect(frame.contains(box), "“\(text)” at \(box) is inside the alert's \(frame)")
    }
    #expect(run.output == action + "\n" && run.status == 0, "\(run)")
  }

  @Test("bytes that are not UTF-8: shown as U+FFFD, given back as the same bytes")
  func invalidUTF8() async throws {
    // As scrim-gtk's main reads them from argv (ArgumentText.current()).
    let arguments = [
      "alert", "--title", "caf\u{E9} \u{FF}\u{FE}", "--message", "bad \u{C3}( here",
      "--action", "O\u{FF}K",
    ].map { ArgumentText.decode($0.unicodeScalars.map { UInt8($0.value) }) }
    var runs: [String] = []
    let run = try await runWindowCommand(arguments) { app, _ in
      runs = app.renderImageWithFrames()?.map(\.text) ?? []
      app.press(.enter)
    }
    #expect(runs.contains("caf\u{FFFD} \u{FFFD}\u{FFFD}"), "\(runs)")
    #expect(runs.contains("bad \u{FFFD}( here"), "\(runs)")
    #expect(runs.contains { $0.uppercased() == "O\u{FFFD}K" }, "\(runs)")
    let stored = runs.joined().unicodeScalars.filter { $0.value >= 0x10_FF80 }
    #expect(stored.isEmpty, "no private-use stand-in painted: \(runs)")
    #expect(run.outputBytes == Array("O".utf8) + [0xFF] + Array("K\n".utf8), "\(run)")
    #expect(run.status == 0, "\(run)")
  }
}

extension GTKApp {
  /// The frame of the modal shown, if one is.
  var modalFrame: Rect? { stage.scene().modalState?.layout.frame }

  /// Paints the window and returns each run of text with the frame it was painted in.
  func renderImageWithFrames() -> [(text: String, frame: Rect)]? {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(stage.size.width), Int32(stage.size.height)),
      let cairo = cairo_create(surface)
    else { return nil }
    defer {
      cairo_destroy(cairo)
      cairo_surface_destroy(surface)
    }
    return draw(on: cairo).paintedText
  }
}
