@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// The same alert at the widths, as letter pictures with the outside trimmed.
@Suite struct AlertWidthsTests {
  static let content = ModalContent(
    title: "Discard draft?", message: "Your changes to “Notes” will be lost.",
    buttonTitles: ["CANCEL", "DISCARD"], rowOrder: [0, 1], stackOrder: [1, 0])

  /// The letter picture's rows that show the modal, without the `.` around it.
  static func trimmed(width: Int, height: Int = 12) -> [String] {
    let size = Size(width: width, height: height)
    let layout = ModalLayout.make(for: content, in: size, measurer: TerminalTextMeasurer())
    return LayoutGrid.letters(layout, in: size)
      .map { String($0.drop { $0 == "." }.reversed().drop { $0 == "." }.reversed()) }
      .filter { !$0.isEmpty }
  }

  @Test("1 column: degraded to the title and the preferred button")
  func width1() {
    #expect(Self.trimmed(width: 1) == ["t"] + Array(repeating: " ", count: 10) + ["b"])
  }

  @Test("20 columns: no margins, the message wraps and the buttons stack")
  func width20() {
    #expect(
      Self.trimmed(width: 20) == [
        "++++++++++++++++++++",
        "+                  +",
        "+  tttttttttttttt  +",
        "+                  +",
        "+  mmmmmmmmmmmmmm  +",
        "+  mmmmmmmmmmmmmm  +",
        "+  mmmmmmmmmmmmmm  +",
        "+                  +",
        "+   bbbbbbbbbbb    +",
        "+    bbbbbbbbbb    +",
        "++++++++++++++++++++",
      ])
  }

  @Test("40 columns: two-column margins cap the width; the buttons fit in a row")
  func width40() {
    #expect(
      Self.trimmed(width: 40) == [
        "++++++++++++++++++++++++++++++++++++",
        "+                                  +",
        "+  tttttttttttttttttttttttttttttt  +",
        "+                                  +",
        "+  mmmmmmmmmmmmmmmmmmmmmmmmmmmmmm  +",
        "+  mmmmmmmmmmmmmmmmmmmmmmmmmmmmmm  +",
        "+                                  +",
        "+          bbbbbbbbbb bbbbbbbbbbb  +",
        "++++++++++++++++++++++++++++++++++++",
      ])
  }

  @Test("80 and 200 columns: the natural width, centred", arguments: [80, 200])
  func wide(width: Int) {
    #expect(
      Self.trimmed(width: width) == [
        "+++++++++++++++++++++++++++++++++++++++++++",
        "+                                         +",
        "+  ttttttttttttttttttttttttttttttttttttt  +",
        "+                                         +",
        "+  mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm  +",
        "+                                         +",
        "+                 bbbbbbbbbb bbbbbbbbbbb  +",
        "+++++++++++++++++++++++++++++++++++++++++++",
      ])
    let layout = ModalLayout.make(
      for: Self.content, in: Size(width: width, height: 12), measurer: TerminalTextMeasurer())
    #expect(layout.frame.x == (width - 43) / 2)
  }
}
