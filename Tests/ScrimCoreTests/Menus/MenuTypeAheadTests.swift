@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Type-ahead: letters move to the next entry starting with them; letters in quick
/// succession (within a second on the stage's clock) search together.
@MainActor
@Suite struct MenuTypeAheadTests {
  private func fixture() throws -> MenuFixture {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    return fixture
  }

  @Test("a letter moves to the next entry starting with it, round the end, any case")
  func nextWithLetter() throws {
    let fixture = try fixture()
    fixture.stage.handle(.text("c"))
    #expect(fixture.highlights == ["Copy"])
    fixture.clock.advance(by: .seconds(2))
    fixture.stage.handle(.text("C"))
    #expect(fixture.highlights == ["Cut"])
  }

  @Test("the same letter again within the timeout goes on to the next entry with it")
  func repeatedLetter() throws {
    let fixture = try fixture()
    fixture.stage.handle(.text("c"))
    fixture.clock.advance(by: .milliseconds(300))
    fixture.stage.handle(.text("c"))
    #expect(fixture.highlights == ["Cut"])
  }

  @Test("letters within the timeout search together; after it a new search starts")
  func timeout() throws {
    let fixture = try fixture()
    fixture.stage.handle(.text("s"))
    #expect(fixture.highlights == ["Sort by"])
    fixture.clock.advance(by: .milliseconds(500))
    fixture.stage.handle(.text("x"))
    #expect(fixture.highlights == ["Sort by"], "\"sx\" matches nothing: the highlight stays")
    fixture.clock.advance(by: .milliseconds(1001))
    fixture.stage.handle(.text("d"))
    #expect(fixture.highlights == ["Delete"], "a pause started a new search")
    fixture.stage.handle(.text("co"))
    #expect(fixture.highlights == ["Delete"], "\"dco\" matches nothing")
  }

  @Test("typed words match a title's start, and disabled entries are passed over")
  func wordsAndDisabled() throws {
    let fixture = try fixture()
    fixture.stage.handle(.text("p"))
    #expect(fixture.highlights == ["Cut"], "Paste is disabled")
    fixture.clock.advance(by: .seconds(2))
    fixture.stage.handle(.text("co"))
    fixture.stage.handle(.text("p"))
    #expect(fixture.highlights == ["Copy"])
  }

  @Test("in an open sub-menu, type-ahead searches its entries")
  func inSubmenu() throws {
    let fixture = try fixture()
    fixture.keys(.end, .up, .right)
    fixture.stage.handle(.text("s"))
    #expect(fixture.highlights == ["Sort by", "Size"])
  }
}
