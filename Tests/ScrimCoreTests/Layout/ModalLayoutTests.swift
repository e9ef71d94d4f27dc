@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

@Suite struct ModalLayoutTests {
  let grid = FixedWidthMeasurer()

  func alert(
    _ title: String? = "Delete draft?", message: String? = "This cannot be undone.",
    buttons: [String] = ["CANCEL", "DELETE"]
  ) -> ModalContent {
    ModalContent(title: title, message: message, buttonTitles: buttons)
  }

  @Test("an alert is centred at its natural width, never narrower than 35 columns")
  func centred() {
    let size = Size(width: 60, height: 12)
    let layout = ModalLayout.make(for: alert(), in: size, measurer: grid)
    #expect(
      LayoutGrid.text(layout, in: size) == [
        "............................................................",
        "............................................................",
        "............###################################.............",
        "............#                                 #.............",
        "............#  Delete draft?                  #.............",
        "............#                                 #.............",
        "............#  This cannot be undone.         #.............",
        "............#                                 #.............",
        "............#          [ CANCEL ] [ DELETE ]  #.............",
        "............###################################.............",
        "............................................................",
        "............................................................",
      ])
    #expect(layout.frame.width == LayoutMetrics.cells.minimumModalWidth)
    #expect(layout.buttons.arrangement == .row)
    #expect(!layout.isDegraded)
  }

  @Test("long text is wrapped at the 70-column maximum, keeping two-column margins")
  func maximumWidth() {
    let long = String(repeating: "word ", count: 40)
    let wide = ModalLayout.make(
      for: alert(message: long), in: Size(width: 200, height: 40), measurer: grid)
    #expect(wide.frame.width == LayoutMetrics.cells.maximumModalWidth)
    let narrow = ModalLayout.make(
      for: alert(message: long), in: Size(width: 50, height: 40), measurer: grid)
    #expect(narrow.frame.x == LayoutMetrics.cells.modalHorizontalMargin)
    #expect(narrow.frame.width == 50 - 2 * LayoutMetrics.cells.modalHorizontalMargin)
  }

  @Test("buttons that do not fit in a row are stacked, preferred on top")
  func stacked() {
    let content = ModalContent(
      title: "Save?", message: nil,
      buttonTitles: ["CANCEL", "DON'T SAVE", "SAVE"], rowOrder: [0, 1, 2], stackOrder: [2, 1, 0])
    let size = Size(width: 24, height: 10)
    let layout = ModalLayout.make(for: content, in: size, measurer: grid)
    #expect(
      LayoutGrid.text(layout, in: size) == [
        "........................",
        "########################",
        "#                      #",
        "#  Save?               #",
        "#                      #",
        "#       [ SAVE ]       #",
        "#    [ DON'T SAVE ]    #",
        "#      [ CANCEL ]      #",
        "########################",
        "........................",
      ])
    #expect(layout.buttons.arrangement == .stack)
  }

  @Test("a tall body scrolls, gaps go first, the title stays pinned and the buttons visible")
  func scrolling() {
    let message = (1...30).map { "Line \($0)" }.joined(separator: "\n")
    let size = Size(width: 40, height: 12)
    let layout = ModalLayout.make(for: alert(message: message), in: size, measurer: grid)
    #expect(
      LayoutGrid.text(layout, in: size) == [
        "..###################################...",
        "..#  Delete draft?                  #...",
        "..#  Line 1                         #...",
        "..#  Line 2                         #...",
        "..#  Line 3                         #...",
        "..#  Line 4                         #...",
        "..#  Line 5                         #...",
        "..#  Line 6                         #...",
        "..#  Line 7                         #...",
        "..#  Line 8                         #...",
        "..#          [ CANCEL ] [ DELETE ]  #...",
        "..###################################...",
      ])
    #expect(layout.body.scrolls)
    #expect(layout.body.contentHeight == 30)
    #expect(layout.body.maximumOffset == 22)
  }

  @Test("many stacked buttons take at most half the height and scroll")
  func buttonsAtMostHalf() {
    let titles = (1...12).map { "CHOICE NUMBER \($0)" }
    let content = ModalContent(title: "Pick", message: "Choose one of these.", buttonTitles: titles)
    let size = Size(width: 30, height: 14)
    let layout = ModalLayout.make(for: content, in: size, measurer: grid)
    #expect(layout.buttons.arrangement == .stack)
    #expect(layout.buttons.region.viewport.height <= (size.height - 2) / 2)
    #expect(layout.buttons.region.scrolls)
    #expect(layout.message != nil)
  }

  @Test(
    "tiny containers degrade to the title and the preferred button",
    arguments: [
      (Size(width: 1, height: 1), ["…"]), (Size(width: 9, height: 2), ["Delete d…", "[ DELE… ]"]),
    ]
      as [(Size, [String])])
  func degraded(size: Size, expected: [String]) {
    let content = ModalContent(
      title: "Delete draft?", message: "Gone for good.", buttonTitles: ["CANCEL", "DELETE"],
      rowOrder: [0, 1], stackOrder: [1, 0])
    let layout = ModalLayout.make(for: content, in: size, measurer: grid)
    #expect(layout.isDegraded)
    #expect(LayoutGrid.text(layout, in: size) == expected)
    #expect(layout.buttons.buttons.map(\.index) == [1])
  }

  @Test("a 0×0 container gives an empty, degraded layout without crashing")
  func zero() {
    let layout = ModalLayout.make(for: alert(), in: Size(width: 0, height: 0), measurer: grid)
    #expect(layout.isDegraded)
    #expect(layout.buttons.buttons.isEmpty)
  }

  @Test("controls follow the message, with a gap, each at the content width")
  func items() {
    let content = ModalContent(
      kind: .dialog, title: "Rename", message: "Pick a name.",
      items: [
        .textField("Name"), .toggle("Keep a copy"), .choice("Format", ["Text", "Markdown"]),
      ],
      buttonTitles: ["CANCEL", "RENAME"])
    let size = Size(width: 44, height: 16)
    let layout = ModalLayout.make(for: content, in: size, measurer: grid)
    #expect(
      LayoutGrid.letters(layout, in: size) == [
        "............................................",
        "....+++++++++++++++++++++++++++++++++++.....",
        "....+                                 +.....",
        "....+  ttttttttttttttttttttttttttttt  +.....",
        "....+                                 +.....",
        "....+  mmmmmmmmmmmmmmmmmmmmmmmmmmmmm  +.....",
        "....+                                 +.....",
        "....+  iiiiiiiiiiiiiiiiiiiiiiiiiiiii  +.....",
        "....+  iiiiiiiiiiiiiiiiiiiiiiiiiiiii  +.....",
        "....+  iiiiiiiiiiiiiiiiiiiiiiiiiiiii  +.....",
        "....+  iiiiiiiiiiiiiiiiiiiiiiiiiiiii  +.....",
        "....+  iiiiiiiiiiiiiiiiiiiiiiiiiiiii  +.....",
        "....+                                 +.....",
        "....+          bbbbbbbbbb bbbbbbbbbb  +.....",
        "....+++++++++++++++++++++++++++++++++++.....",
        "............................................",
      ])
    #expect(
      layout.items.map(\.lines) == [["Name"], ["Keep a copy"], ["Format", "Text", "Markdown"]])
  }
}
