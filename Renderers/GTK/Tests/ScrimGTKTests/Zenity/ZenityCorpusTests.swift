import ScrimSystem
import Testing

/// Real scripts' zenity command lines give the same result from scrim-gtk as from zenity.
///
/// Each line runs against /usr/bin/zenity and against `scrim-gtk zenity` on private Xvfb
/// displays, answered by the same keys: the same stdout and exit status, or the case fails
/// with both outcomes. A difference is run once more and only the second verdict counts (a
/// loaded machine can drop a key in either program).
@Suite("scrim-gtk as zenity: the corpus of real scripts")
struct ZenityCorpusTests {
  static let zenity = "/usr/bin/zenity"

  /// The scrim-gtk this package builds, found from this file's place in the package.
  static func scrimGTK(filePath: String = #filePath) -> String {
    var parts = filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)  // Tests/ScrimGTKTests/Zenity/ZenityCorpusTests.swift
    return parts.joined(separator: "/") + "/.build/debug/scrim-gtk"
  }

  @Test("every corpus line is well formed, and there are at least 60 of them")
  func corpusIsWellFormed() {
    #expect(ZenityCorpus.malformedLines() == [])
    #expect(ZenityCorpus.entries().count >= 60)
  }

  @Test("each line gives zenity's stdout and exit status", arguments: ZenityCorpus.entries())
  func sameAsZenity(_ entry: ZenityCorpus.Entry) async throws {
    try requirePrograms()
    let first = try await Self.compare(entry)
    guard !first.passed else { return }
    let second = try await Self.compare(entry)
    #expect(second.passed, "\(second.message)\n(first run: \(first.message))")
  }

  private func requirePrograms() throws {
    for (program, package) in [
      (Self.zenity, "zenity"), (WindowDriver.xdotool, "xdotool"), (Self.scrimGTK(), "scrim-gtk"),
    ] {
      let remedy = package == "scrim-gtk" ? "swift build" : "apt-get install \(package)"
      try #require(access(program, X_OK) == 0, "\(program) is missing (\(remedy))")
    }
  }

  /// A verdict and what it was made from.
  struct Verdict: Sendable {
    var passed: Bool
    var message: String
  }

  /// Runs the line through both programs.
  static func compare(_ entry: ZenityCorpus.Entry) async throws -> Verdict {
    let directory = ZenityCorpus.directory() + "/files"
    let scrim = scrimGTK()
    return try await DisplayPool.shared.withDisplay { display in
      let driver = WindowDriver(display: display.name, workingDirectory: directory)
      let ours = driver.run([scrim, "zenity"] + entry.arguments, entry)
      let theirs = driver.run([zenity] + entry.arguments, entry)
      if theirs.note != nil || theirs.status == nil {
        return Verdict(
          passed: false, message: "zenity itself: \(theirs): the corpus line's keys do not end it")
      }
      return Verdict(
        passed: ours.sameResult(as: theirs),
        message: "zenity: \(theirs)\nscrim-gtk zenity: \(ours)")
    }
  }
}
