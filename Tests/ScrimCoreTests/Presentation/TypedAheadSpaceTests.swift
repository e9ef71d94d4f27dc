import ScrimCore
import ScrimTesting
import Testing

/// Spaces that arrive together on a button (a paste, a quick typist): the first chooses it,
/// and what follows never reaches the modal shown next.
@MainActor
@Suite struct TypedAheadSpaceTests {
  @Test("spaces typed ahead on a button end its modal once; the next modal stays up")
  func spacesEndOneModal() throws {
    let fixture = Fixture(reducesMotion: true)
    let first = AlertController(title: "First", message: nil)
    first.addAction(fixture.recorder.action("OK"))
    let second = AlertController(title: "Second", message: nil)
    second.addAction(fixture.recorder.action("Keep"))
    second.addAction(fixture.recorder.action("Drop"))
    try fixture.show(first, as: "first")
    try fixture.presenter.present(second, completion: fixture.recorder.completion("second"))
    fixture.presenter.handle(.text(String(repeating: " ", count: 100_000)))
    fixture.settle()
    #expect(fixture.recorder.calls == [.handler("OK"), .completion("first", .action, "OK")])
    #expect(fixture.presenter.activeModal === second)
  }
}
