import Testing

@testable import ScrimCLI

extension SessionClockTests {
  @Test("zenity --about --timeout 3: still up at 60 s, as zenity's; Close then exits 1")
  func zenityAboutIgnoresTimeout() async throws {
    let running = Running()
    let output = BufferOutput()
    let command = zenity(running, output: output)
    // No timer is set: the loop never sleeps on the clock.
    try await running.start(waitingFor: "Copyright", sleeps: false) {
      await command.run(["--about", "--timeout", "3"])
    }
    await running.advance(by: .seconds(60))
    #expect(running.termination == nil, "the about box stays up")
    running.terminal.send("\r")
    let termination = try await running.finished()
    #expect(termination.status == 1)
    #expect(output.text.isEmpty)
    #expect(!running.terminal.isStarted, "the terminal is restored")
  }
}
