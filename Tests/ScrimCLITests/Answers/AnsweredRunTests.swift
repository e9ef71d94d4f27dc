import ScrimSystem
import Testing

/// Scripts answered from a file, with no terminal: what each front gives the script, what a
/// question without an answer does, secure fields, transcripts and their replay.
@Suite struct AnsweredRunTests {
  @Test("whiptail: a yesno, a menu, a checklist and an inputbox answered in words")
  func whiptail() throws {
    let answers = """
      [yesno "Format*"] button = No
      [menu "Mirror"] choose = Europe
      [checklist] check = ssh
      check = http
      [inputbox "Host"] text = build 01
      """
    let no = try AnsweredRun.run(
      "whiptail", ["--yesno", "Format the disk?", "8", "40"], answers: answers)
    #expect(no.status == 1)
    #expect(no.standardError.isEmpty)
    let menu = try AnsweredRun.run(
      "whiptail", ["--menu", "Mirror", "15", "40", "4", "us", "America", "eu", "Europe"],
      answers: answers)
    #expect(menu.status == 0)
    #expect(menu.standardError == "eu")
    let checked = try AnsweredRun.run(
      "whiptail",
      [
        "--checklist", "Services", "15", "40", "4", "ssh", "SSH", "off", "http", "Web", "off",
        "ftp", "FTP", "on",
      ],
      answers: answers)
    #expect(checked.status == 0)
    #expect(checked.standardError == "\"ssh\" \"http\"")
    let host = try AnsweredRun.run(
      "whiptail", ["--inputbox", "Host name", "8", "40", "old"], answers: answers,
      descriptor: 3, environment: [])
    #expect(host.status == 0)
    #expect(host.standardError == "build 01")
  }

  @Test("dialog: --stdout and --output-fd get the answer; Esc is 255")
  func dialog() throws {
    let answers = "[inputbox] text = ann\n[radiolist] choose = b\n[yesno] escape\n"
    let input = try AnsweredRun.run(
      "dialog", ["--stdout", "--inputbox", "Name", "8", "40"], answers: answers)
    #expect(input.status == 0)
    #expect(input.standardOutput == "ann")
    let radio = try AnsweredRun.run(
      "dialog",
      [
        "--output-fd", "3", "--radiolist", "Pick", "12", "40", "3", "a", "A", "on",
        "b", "B", "off",
      ],
      answers: answers, descriptor: 3)
    #expect(radio.status == 0)
    #expect(radio.descriptor == "b")
    let escaped = try AnsweredRun.run("dialog", ["--yesno", "Go?", "8", "40"], answers: answers)
    #expect(escaped.status == 255)
  }

  @Test("zenity: an entry, a list and a question answered; a progress box read to its end")
  func zenity() throws {
    let answers = """
      [entry "Your name"] text = Ann
      [list] choose = Two
      [question] button = No
      [progress] button = OK
      """
    let entry = try AnsweredRun.run(
      "zenity", ["--entry", "--text", "Your name"], answers: answers)
    #expect(entry.status == 0)
    #expect(entry.standardOutput == "Ann\n")
    let list = try AnsweredRun.run(
      "zenity", ["--list", "--column", "N", "--column", "Name", "1", "One", "2", "Two"],
      answers: answers)
    #expect(list.status == 0)
    #expect(list.standardOutput == "2\n")
    let question = try AnsweredRun.run(
      "zenity", ["--question", "--text", "Go on?"], answers: answers)
    #expect(question.status == 1)
    let progress = try AnsweredRun.run(
      "zenity", ["--progress", "--text", "Copying"], answers: answers,
      input: "10\n# Half\n50\n100\n")
    #expect(progress.status == 0)
  }

  @Test("scrim: SCRIM_ANSWERS and --answers answer its own commands")
  func scrim() throws {
    let answers = """
      [alert "Delete draft?"] button = Delete
      [dialog "Settings"]
      text = Bob
      """
    let alert = try AnsweredRun.run(
      "scrim",
      ["alert", "--title", "Delete draft?", "--action", "Cancel:cancel", "--action", "Delete"],
      answers: answers)
    #expect(alert.status == 0)
    #expect(alert.standardOutput == "Delete\n")
    let dialog = try AnsweredRun.run(
      "scrim", ["dialog", "--title", "Settings", "--field", "Name"], answers: answers)
    #expect(dialog.status == 0)
    #expect(dialog.standardOutput == "Name=Bob\n")
    let directory = CompatHarness.temporaryDirectory()
    defer {
      unlink(directory + "/a")
      rmdir(directory)
    }
    try AnsweredRun.save(answers, to: directory + "/a")
    let flag = try AnsweredRun.run(
      "scrim",
      [
        "alert", "--title", "Delete draft?", "--action", "Delete", "--action", "Keep",
        "--answers", directory + "/a",
      ],
      answers: nil)
    #expect(flag.status == 0)
    #expect(flag.standardOutput == "Delete\n")
  }

  @Test("several entries match: each is used once, in the file's order, unless it repeats")
  func inOrder() throws {
    let answers = """
      [yesno "Step*"] button = Yes
      [yesno "Step*"] button = No
      [yesno] button = Yes
      repeat
      """
    let chain = try AnsweredRun.run(
      "dialog",
      ["--yesno", "Step one", "8", "40", "--and-widget", "--yesno", "Step two", "8", "40"],
      answers: answers)
    // The second box's No ends the chain as No.
    #expect(chain.status == 1)
    let again = try AnsweredRun.run(
      "dialog",
      ["--yesno", "Other", "8", "40", "--and-widget", "--yesno", "Other", "8", "40"],
      answers: answers)
    #expect(again.status == 0)
  }

  @Test("a question with no entry stops the run: exit 78, a message naming it, no result")
  func unanswered() throws {
    let answers = "[inputbox \"Name\"] text = ann\n"
    let run = try AnsweredRun.run(
      "dialog",
      [
        "--stdout", "--inputbox", "Name", "8", "40", "--and-widget", "--menu", "Pick a mirror",
        "12", "40", "2", "eu", "Europe", "us", "America",
      ],
      answers: answers)
    #expect(run.status == 78)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains("no answer in"))
    #expect(run.standardError.contains("dialog menu"))
    #expect(run.standardError.contains("\"Pick a mirror\""))
    #expect(run.standardError.contains("[menu \"Pick a mirror\"] choose = eu"))
    for (program, arguments) in [
      ("whiptail", ["--yesno", "Go?", "8", "40"]),
      ("zenity", ["--question", "--text", "Go?"]),
      ("scrim", ["alert", "--title", "Go?"]),
    ] {
      let other = try AnsweredRun.run(program, arguments, answers: "[menu] choose = x\n")
      #expect(other.status == 78, "\(program): \(other)")
      #expect(other.standardError.contains("\"Go?\""), "\(program): \(other)")
    }
  }

  @Test("messages: one that ends by itself needs no entry; one that waits for its action does")
  func messages() throws {
    let ends = try AnsweredRun.run("scrim", ["snackbar", "Saved"], answers: "")
    #expect(ends.status == 0)
    let undo = try AnsweredRun.run(
      "scrim", ["snackbar", "Deleted", "--action", "Undo"], answers: "[snackbar] button = Undo\n")
    #expect(undo.standardOutput == "Undo\n")
    let waits = try AnsweredRun.run(
      "scrim", ["snackbar", "Deleted", "--action", "Undo"], answers: "")
    #expect(waits.status == 78)
    #expect(waits.standardError.contains("[snackbar \"Deleted\"] button = Undo"))
  }

  @Test("answers come before line prompts: SCRIM_ACCESSIBLE=1 and TERM=dumb change nothing")
  func beforeLinePrompts() throws {
    let run = try AnsweredRun.run(
      "whiptail", ["--yesno", "Go?", "8", "40"], answers: "[yesno] button = No\n",
      environment: ["SCRIM_ACCESSIBLE=1", "TERM=dumb"])
    #expect(run.status == 1)
    #expect(run.standardError.isEmpty)
  }

  @Test("a bad answers file stops the run before any box, naming its line")
  func badFile() throws {
    let run = try AnsweredRun.run(
      "whiptail", ["--msgbox", "Hi", "8", "40"], answers: "[msgbox]\n\nbutton: OK\n")
    #expect(run.status == 78)
    #expect(run.standardError.contains("line 3"))
  }

  @Test("a gauge's input is read to its end, and a pause answered or left to run out")
  func gaugeAndPause() throws {
    let gauge = try AnsweredRun.run(
      "whiptail", ["--gauge", "Copying", "8", "40", "0"], answers: "",
      input: "10\nXXX\n50\nHalf way\nXXX\n100\n")
    #expect(gauge.status == 0)
    let waited = try AnsweredRun.run(
      "dialog", ["--pause", "Rebooting", "10", "40", "30"], answers: "[pause] wait\n")
    #expect(waited.status == 0)
    let cancelled = try AnsweredRun.run(
      "dialog", ["--pause", "Rebooting", "10", "40", "30"], answers: "[pause] button = Cancel\n")
    #expect(cancelled.status == 1)
    // --timeout does not fire before the answer, and fires when the answer waits.
    let inTime = try AnsweredRun.run(
      "dialog", ["--timeout", "1", "--yesno", "Go?", "8", "40"], answers: "[yesno] button = Yes\n")
    #expect(inTime.status == 0)
    let late = try AnsweredRun.run(
      "zenity", ["--question", "--text", "Go?", "--timeout", "2"], answers: "[question] wait\n")
    #expect(late.status == 5)
  }

  @Test("a secure field's answer reaches the script, and never the transcript or stderr")
  func secure() throws {
    let answers = "[passwordbox] text = hunter2\n[password] text = hunter2\n"
    let dialog = try AnsweredRun.run(
      "dialog", ["--stdout", "--passwordbox", "Password", "8", "40"], answers: answers,
      keepsTranscript: true)
    #expect(dialog.standardOutput == "hunter2")
    #expect(!dialog.standardError.contains("hunter2"))
    let transcript = try #require(dialog.transcript)
    #expect(!transcript.contains("hunter2"))
    #expect(transcript.contains("\"secure\":[true]"))
    let zenity = try AnsweredRun.run(
      "zenity", ["--password"], answers: answers, keepsTranscript: true)
    #expect(zenity.standardOutput == "hunter2\n")
    #expect(!(zenity.transcript ?? "").contains("hunter2"))
    // A wrong answer for a secure field names the field, never the text.
    let wrong = try AnsweredRun.run(
      "dialog", ["--passwordbox", "Password", "8", "40"],
      answers: "[passwordbox]\ntext = hunter2\ntext = again\n")
    #expect(wrong.status == 78)
    #expect(!wrong.standardError.contains("hunter2"))
  }

  @Test("a transcript turned into answers replays the same run")
  func transcriptRoundTrip() throws {
    let first = """
      [checklist] check = b
      [inputbox] text = "x y"
      [menu] choose = two
      """
    let arguments = [
      "--output-fd", "3", "--checklist", "Parts", "12", "40", "3", "a", "A", "on", "b", "B", "off",
      "--and-widget", "--inputbox", "Name", "8", "40",
      "--and-widget", "--menu", "Pick", "12", "40", "2", "one", "1", "two", "2",
    ]
    let recorded = try AnsweredRun.run(
      "dialog", arguments, answers: first, descriptor: 3, keepsTranscript: true)
    #expect(recorded.status == 0)
    let transcript = try #require(recorded.transcript)
    #expect(transcript.split(separator: "\n").count == 3)
    #expect(transcript.hasPrefix("{\"front\":\"dialog\",\"kind\":\"checklist\""))
    let directory = CompatHarness.temporaryDirectory()
    defer {
      unlink(directory + "/t")
      rmdir(directory)
    }
    try AnsweredRun.save(transcript, to: directory + "/t")
    let converted = try AnsweredRun.run(
      "scrim", ["answers", "--from", directory + "/t"], answers: nil)
    #expect(converted.status == 0)
    let replayed = try AnsweredRun.run(
      "dialog", arguments, answers: converted.standardOutput, descriptor: 3)
    #expect(replayed.status == recorded.status)
    #expect(replayed.descriptor == recorded.descriptor)
    #expect(replayed.descriptor == "b\tx y\ttwo")
  }
}
