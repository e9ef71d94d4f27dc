import Testing

/// A standard stream closed by the caller (`<&-`, `2>&-`) is never taken over by a file
/// scrim opens itself.
@Suite struct ClosedStreamTests {
  private let scrim = ChildProcess.product("scrim")

  @Test("a closed stdin reads as the end of input: accessible mode cancels at once (exit 1)")
  func closedInput() throws {
    let result = try #require(
      // The time limit only bounds a regression, which would wait on the signal pipe.
      ChildProcess.run(
        scrim, ["alert", "--title", "Continue?", "--timeout", "60"], closesInput: true),
      "build \(scrim) first")
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
  }
}
