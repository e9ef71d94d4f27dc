import Testing

/// What the Orca screen reader says when a box opens, for zenity's question and for
/// scrim-gtk's, on the same words: scripts/orca-speech.py runs one Orca (speech off, its
/// debug log read for each utterance) and the three programs in turn, in a D-Bus session
/// and on an X server of its own. Everything zenity's users hear, ours must hear too.
extension ScreenReaderTreeTests {
  @Test("Orca says zenity's every word for scrim-gtk's question: title, dialog, message, button")
  func orcaSpeech() throws {
    let words = ["--title", "Delete draft?", "--text", "This draft will be gone for good."]
    let programs: [(name: String, command: [String])] = [
      ("zenity", ["zenity", "--question"] + words),
      ("scrim-gtk zenity", [scrim, "zenity", "--question"] + words),
      (
        "scrim-gtk alert",
        [
          scrim, "alert", "--title", "Delete draft?", "--message",
          "This draft will be gone for good.", "--action", "No:cancel", "--action", "Yes",
        ]
      ),
    ]
    let arguments = ["--lines"] + programs.flatMap { ["--"] + $0.command }
    var output = try ScreenReaderProbe.runInSession(
      script: "scripts/orca-speech.py", arguments: arguments)
    var spoken = Self.utterances(in: output)
    // A timing flake (Orca or a program slow to start on a busy machine) is run again once.
    if spoken.count != programs.count || spoken.joined().contains(where: { $0.hasPrefix("error:") })
    {
      output = try ScreenReaderProbe.runInSession(
        script: "scripts/orca-speech.py", arguments: arguments)
      spoken = Self.utterances(in: output)
    }
    try #require(
      spoken.count == programs.count,
      "Orca did not start or heard too little (is orca installed?):\n\(output)")
    for (program, utterances) in zip(programs, spoken) {
      let all = utterances.joined(separator: " ")
      #expect(all.contains("Delete draft? dialog"), "\(program.name): \(utterances)")
      #expect(all.contains("This draft will be gone for good."), "\(program.name): \(utterances)")
      #expect(all.contains("Yes push button"), "\(program.name): \(utterances)")
      #expect(!utterances.contains { $0.hasPrefix("error:") }, "\(program.name): \(utterances)")
    }
    for (program, utterances) in zip(programs, spoken).dropFirst() {
      let missing = spoken[0].filter { !utterances.contains($0) }
      #expect(missing.isEmpty, "\(program.name) lacks zenity's \(missing): \(utterances)")
    }
  }

  /// Each command's utterances, in order, from the script's `--lines` output.
  static func utterances(in output: String) -> [[String]] {
    var commands: [[String]] = []
    for line in output.split(separator: "\n").map(String.init) {
      if line.hasPrefix("== ") {
        commands.append([])
      } else if !commands.isEmpty {
        commands[commands.count - 1].append(line)
      }
    }
    return commands
  }
}
