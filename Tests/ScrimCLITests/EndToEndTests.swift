import ScrimCLI
import Testing

/// Runs the built `scrim` with pipes, as a shell script would.
@Suite(.serialized) struct EndToEndTests {
  private let scrim = ChildProcess.product("scrim")

  private func run(
    _ arguments: [String], input: String = "", environment: [String] = ["TERM=dumb"]
  ) throws -> ChildProcess.Result {
    try #require(
      ChildProcess.run(scrim, arguments, input: input, environment: environment),
      "build \(scrim) first")
  }

  @Test("--version prints the version on stdout and exits 0")
  func version() throws {
    let result = try run(["--version"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "scrim \(ScrimVersion.current)\n")
    #expect(result.standardError.isEmpty)
  }

  @Test("a usage error exits 64 with the error, usage and help pointer on stderr only")
  func usageError() throws {
    let result = try run(["sheet", "--title", "Export"])
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: sheet needs at least one --action LABEL[:ROLE]\n"
        + "usage: \(Subcommand.sheet.usage)\nsee scrim sheet --help\n")
  }

  @Test("accessible mode reads piped answers; stdout holds only the result")
  func accessibleAlert() throws {
    let result = try run(
      [
        "alert", "--title", "Delete draft?", "--action", "Cancel:cancel", "--action",
        "Delete:destructive", "--accessible",
      ],
      input: "2\n", environment: ["TERM=xterm-256color"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "Delete\n")
    #expect(result.standardError.contains("  2. Delete (Destructive)"))
    #expect(!result.standardError.contains("\u{1B}"), "no escape sequences in accessible mode")
  }

  @Test("TERM=dumb selects accessible mode; a dialog prints NAME=VALUE lines or JSON")
  func accessibleDialog() throws {
    let arguments = [
      "dialog", "--title", "New user", "--field", "name", "--field", "pin:secure",
      "--toggle", "admin", "--choice", "shell=bash,zsh",
    ]
    let plain = try run(arguments, input: "ann\n1234\ny\n2\n2\n")
    #expect(plain.status == 0)
    #expect(plain.standardOutput == "name=ann\npin=1234\nadmin=on\nshell=zsh\n")
    #expect(!plain.standardError.contains("1234"), "a secret is never echoed")
    let json = try run(arguments + ["--json"], input: "ann\n1234\nn\n1\n2\n")
    #expect(
      json.standardOutput
        == #"{"action":"OK","role":"default","reason":"action","fields":"#
        + #"{"name":"ann","pin":"1234","admin":"off","shell":"bash"}}"# + "\n")
  }

  @Test("stdin from /dev/null or closed early cancels with exit 1, never a hang")
  func endOfInput() throws {
    let result = try run(["alert", "--title", "Continue?"], input: "")
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    let snackbar = try run(["snackbar", "Saved", "--action", "Undo"], input: "")
    #expect(snackbar.status == 0 && snackbar.standardOutput.isEmpty)
  }

  @Test("--check exits 65 for an error and prints diagnostics on stdout")
  func check() throws {
    let result = try run(
      ["alert", "--title", "Quit?", "--action", "Stay:cancel", "--preferred", "Stay", "--check"])
    #expect(result.status == 65)
    #expect(result.standardOutput.hasPrefix("error: [preferred.cancel]"))
    let clean = try run(
      [
        "alert", "--title", "Delete draft?", "--action", "Cancel:cancel", "--action", "Delete",
        "--check",
      ])
    #expect(clean.status == 0 && clean.standardOutput.isEmpty)
  }
}
