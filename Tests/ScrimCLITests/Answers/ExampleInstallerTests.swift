import Testing

/// README's worked example, run exactly as written: docs/examples/install.sh, a whiptail
/// installer, answered in CI by docs/examples/install.answers; and with an answers file
/// that lacks the mirror's question, what a missing answer looks like.
@Suite struct ExampleInstallerTests {
  static func examples(filePath: String = #filePath) -> String {
    var parts = filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)  // Tests/ScrimCLITests/Answers/this file
    return parts.joined(separator: "/") + "/docs/examples"
  }

  @Test("the installer runs to its end from its answers file, with no terminal")
  func answered() throws {
    let run = try AnsweredRun.script(
      "install.sh", in: Self.examples(), answers: "install.answers")
    #expect(run.status == 0, "\(run)")
    #expect(run.standardOutput == "installed in /srv/example from eu: \"core\" \"examples\"\n")
    #expect(run.standardError.isEmpty)
  }

  @Test("a missing answer stops the installer at that question with exit 78, said on stderr")
  func missing() throws {
    let run = try AnsweredRun.script(
      "install.sh", in: Self.examples(), answers: "install-incomplete.answers")
    #expect(run.status == 78)
    #expect(run.standardOutput.isEmpty)
    #expect(
      run.standardError
        == "whiptail: no answer in install-incomplete.answers for whiptail menu, title "
        + "\"Example installer\", text \"Choose a mirror\"; add an entry such as: "
        + "[menu \"Choose a mirror\"] choose = eu button = Ok\n")
  }
}
