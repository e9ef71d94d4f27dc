import ScrimSystem
import ScrimTesting
import Testing

/// `SCRIM_TRANSCRIPT`: a question answered by a person is recorded as one answered by a
/// file, on the terminal and as line prompts; switches round-trip through `scrim answers`.
@Suite struct TranscriptTests {
  @Test("a person's answer on the terminal is recorded")
  func terminal() async throws {
    let directory = CompatHarness.temporaryDirectory()
    let path = directory + "/transcript"
    defer {
      unlink(path)
      rmdir(directory)
    }
    let run = try await CompatHarness.run(
      CompatHarness.scrim(as: "whiptail"),
      [
        "--title", "Setup", "--menu", "Pick a mirror", "12", "40", "2", "eu", "Europe", "us",
        "America",
      ],
      steps: [.wait("Pick a mirror"), .keys([CompatHarness.down, .enter])],
      environment: ["SCRIM_TRANSCRIPT=\(path)"])
    #expect(run.exit == .exited(0))
    #expect(run.standardError == "us")
    #expect(
      CompatHarness.readFile(path)
        == "{\"front\":\"whiptail\",\"kind\":\"menu\",\"role\":\"dialog\",\"title\":\"Setup\","
        + "\"text\":\"Pick a mirror\",\"choices\":[\"eu\",\"us\"],\"buttons\":[\"Ok\",\"Cancel\"],"
        + "\"answer\":{\"button\":\"Ok\",\"choose\":\"us\"}}\n")
  }

  @Test("a person's answer at line prompts is recorded, a secure one masked")
  func lineMode() throws {
    let run = try AnsweredRun.run(
      "dialog", ["--stdout", "--passwordbox", "Password", "8", "40"], answers: nil,
      input: "hunter2\n1\n", keepsTranscript: true, environment: ["TERM=dumb"])
    #expect(run.status == 0)
    #expect(run.standardOutput == "hunter2")
    let transcript = try #require(run.transcript)
    #expect(transcript.contains("\"kind\":\"passwordbox\""))
    #expect(transcript.contains("\"text\":[\"********\"],\"secure\":[true]"))
    #expect(!transcript.contains("hunter2"))
  }

  @Test("switches: checked and unchecked, recorded and replayed")
  func switches() throws {
    let arguments = [
      "dialog", "--title", "Settings", "--toggle", "Beep=on", "--toggle", "Wrap",
      "--choice", "Size=S,M,L",
    ]
    let recorded = try AnsweredRun.run(
      "scrim", arguments, answers: "[dialog] check = Wrap\nuncheck = Beep\nchoose = L\n",
      keepsTranscript: true)
    #expect(recorded.status == 0)
    #expect(recorded.standardOutput == "Beep=off\nWrap=on\nSize=L\n")
    let directory = CompatHarness.temporaryDirectory()
    defer {
      unlink(directory + "/t")
      rmdir(directory)
    }
    try AnsweredRun.save(recorded.transcript ?? "", to: directory + "/t")
    let answers = try AnsweredRun.run(
      "scrim", ["answers", "--from", directory + "/t"], answers: nil)
    #expect(answers.standardOutput.contains("uncheck = Beep"))
    let replayed = try AnsweredRun.run("scrim", arguments, answers: answers.standardOutput)
    #expect(replayed.standardOutput == recorded.standardOutput)
    #expect(replayed.status == recorded.status)
  }

  @Test("a form's drop-down is a field: its item is recorded in the fields' order, and replayed")
  func formDropDown() throws {
    let arguments = [
      "--forms", "--text", "Order", "--add-entry", "Name", "--add-combo", "Size",
      "--combo-values", "S|M|L", "--add-entry", "Note",
    ]
    let recorded = try AnsweredRun.run(
      "zenity", arguments, answers: "[forms]\ntext = Ann\ntext = M\ntext = \"fast \"\n",
      keepsTranscript: true)
    #expect(recorded.status == 0)
    #expect(recorded.standardOutput == "Ann|M|fast \n")
    let directory = CompatHarness.temporaryDirectory()
    defer {
      unlink(directory + "/t")
      rmdir(directory)
    }
    try AnsweredRun.save(recorded.transcript ?? "", to: directory + "/t")
    let answers = try AnsweredRun.run(
      "scrim", ["answers", "--from", directory + "/t"], answers: nil)
    let replayed = try AnsweredRun.run("zenity", arguments, answers: answers.standardOutput)
    #expect(replayed.standardOutput == recorded.standardOutput, "\(answers.standardOutput)")
  }

  @Test("scrim answers: --help, a missing --from, a transcript that is not one")
  func command() throws {
    let help = try AnsweredRun.run("scrim", ["answers", "--help"], answers: nil)
    #expect(help.status == 0)
    #expect(help.standardOutput.hasPrefix("Usage: scrim answers --from TRANSCRIPT\n"))
    let missing = try AnsweredRun.run("scrim", ["answers"], answers: nil)
    #expect(missing.status == 64)
    let directory = CompatHarness.temporaryDirectory()
    defer {
      unlink(directory + "/t")
      rmdir(directory)
    }
    try AnsweredRun.save(
      "{\"kind\":\"yesno\",\"answer\":{\"button\":\"Yes\"}}\nnot json\n", to: directory + "/t")
    let bad = try AnsweredRun.run("scrim", ["answers", "--from", directory + "/t"], answers: nil)
    #expect(bad.status == 65)
    #expect(bad.standardError.contains("line 2: not a transcript record"))
    #expect(bad.standardOutput.isEmpty)
  }
}
