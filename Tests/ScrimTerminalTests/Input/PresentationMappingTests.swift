import ScrimCore
import ScrimTerminal
import Testing

@Suite struct PresentationMappingTests {
  @Test(
    "terminal keys map to the core's keys",
    arguments: [
      (KeyPress(.tab), Key.tab), (KeyPress(.tab, modifiers: .shift), .backTab),
      (KeyPress(.up), .up), (KeyPress(.down), .down), (KeyPress(.left), .left),
      (KeyPress(.right), .right), (KeyPress(.enter), .enter), (KeyPress(.escape), .escape),
      (KeyPress(.backspace), .backspace), (KeyPress(.delete), .delete),
      (KeyPress(.home), .home), (KeyPress(.end), .end),
      (KeyPress(.character("u"), modifiers: .ctrl), .clearToStart),
      (KeyPress(.up, modifiers: .shift), .up),
      (KeyPress(.pageUp), .pageUp), (KeyPress(.pageDown), .pageDown),
    ])
  func keys(_ press: KeyPress, _ key: Key) {
    #expect(InputEvent.key(press).presentationEvent == .key(key))
  }

  @Test(
    "keys with Ctrl, Alt or Meta, and keys the core lacks, map to nothing",
    arguments: [
      KeyPress(.up, modifiers: .ctrl), KeyPress(.character("a"), modifiers: .alt),
      KeyPress(.enter, modifiers: .meta), KeyPress(.insert),
      KeyPress(.function(1)), KeyPress(.character("c"), modifiers: .ctrl),
    ])
  func unmapped(_ press: KeyPress) {
    #expect(InputEvent.key(press).presentationEvent == nil)
  }

  @Test("text and pastes become text; mouse, focus and reports map to nothing")
  func otherEvents() {
    #expect(InputEvent.text("hé").presentationEvent == .text("hé"))
    #expect(InputEvent.paste("a\nb", truncated: false).presentationEvent == .text("a\nb"))
    #expect(InputEvent.paste("", truncated: true).presentationEvent == nil)
    #expect(InputEvent.key(.character("x")).presentationEvent == .text("x"))
    #expect(InputEvent.mouse(MouseEvent(.press(.left), column: 0, row: 0)).presentationEvent == nil)
    #expect(InputEvent.focusIn.presentationEvent == nil)
    #expect(InputEvent.cursorPosition(row: 1, column: 2).presentationEvent == nil)
  }

  @Test("parsed bytes drive the core: Shift-Tab, Ctrl-U and Esc")
  func endToEnd() {
    let events = parse(esc + "[Z" + "\u{15}" + esc).compactMap(\.presentationEvent)
    #expect(events == [.key(.backTab), .key(.clearToStart), .key(.escape)])
  }
}
