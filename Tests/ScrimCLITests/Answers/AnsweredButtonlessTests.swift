import ScrimCore
import Testing

@testable import ScrimCLI

/// A box with no button that follows no input, answered from a file: nothing can bring it
/// a button, so it is asked and stops the run (exit 78) rather than waiting for ever.
@MainActor
@Suite struct AnsweredButtonlessTests {
  @Test("a box with no button and no input to follow stops an answered run unanswered")
  func buttonlessBoxIsAsked() async throws {
    let renderer = AnsweringRenderer(book: AnswerBook(name: "answers", entries: []))
    let shell = SessionShell(renderer: renderer, asking: QuestionName(front: "scrim", kind: "*"))
    try shell.stage.present(
      Dialog(title: "Working", message: "No buttons here"), replacingActive: false)
    let failure = await #expect(throws: CommandFailure.self) {
      _ = try await shell.run(closesModal: true)
    }
    #expect(failure?.exitStatus == ExitCode.unanswered)
    #expect(failure?.message.contains("No buttons here") == true)
  }
}
