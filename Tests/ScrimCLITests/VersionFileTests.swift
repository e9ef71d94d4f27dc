import ScrimCLI
import Testing

@Suite struct VersionFileTests {
  @Test("scrim --version reports the version in the VERSION file, which the packages carry")
  func versionMatchesTheFile() throws {
    let path = CompletionAndManPageTests.packageRoot() + "/VERSION"
    let file = try #require(ChildProcess.run("/bin/cat", [path]))
    #expect(file.status == 0, "\(file.standardError)")
    #expect(
      file.standardOutput == ScrimVersion.current + "\n",
      "set ScrimVersion.current to VERSION's line (and regenerate docs/scrim.1)")
  }
}
