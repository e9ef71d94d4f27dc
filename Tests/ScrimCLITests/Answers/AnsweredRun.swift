import ScrimSystem
import ScrimTesting

/// Runs the built scrim (as itself, whiptail, dialog or zenity) as a CI job would: no
/// terminal (a session of its own), stdin a pipe, `SCRIM_ANSWERS` naming an answers file,
/// and collects what the script sees: the exit status, stdout, stderr, the result
/// descriptor, and the transcript when one is kept.
///
/// Every run is bounded by timeout(1): a run that waited for a person would be killed
/// (exit 137) and fail its test rather than hang the suite.
enum AnsweredRun {
  /// What the script saw.
  struct Outcome: CustomStringConvertible {
    var status: Int32
    var standardOutput: String
    var standardError: String
    /// What `--output-fd N` wrote, when the run opened a descriptor for it.
    var descriptor: String?
    /// The transcript's lines, when one was kept.
    var transcript: String?

    var description: String {
      "exit \(status), stdout \(standardOutput.debugDescription), stderr "
        + standardError.debugDescription + (descriptor.map { ", fd \($0.debugDescription)" } ?? "")
    }
  }

  /// The word `program` is run as: a symlink for whiptail and dialog, else scrim itself.
  static func executable(_ program: String) -> (path: String, leading: [String]) {
    switch program {
    case "whiptail", "dialog": return (CompatHarness.scrim(as: program), [])
    case "zenity": return (PseudoTerminal.debugProduct("scrim"), ["zenity"])
    default: return (PseudoTerminal.debugProduct("scrim"), [])
    }
  }

  /// Runs `program` with `arguments`, answered from `answers` (nil: no answers file).
  ///
  /// - Parameters:
  ///   - descriptor: A descriptor opened on a file for the result (`--output-fd N`).
  ///   - keepsTranscript: Whether `SCRIM_TRANSCRIPT` names a file, read back after.
  static func run(
    _ program: String, _ arguments: [String], answers: String?, input: String = "",
    descriptor: Int32? = nil, keepsTranscript: Bool = false, environment: [String] = []
  ) throws -> Outcome {
    let directory = CompatHarness.temporaryDirectory()
    defer {
      for name in ["answers", "result", "transcript"] { unlink(directory + "/" + name) }
      rmdir(directory)
    }
    // The caller's replace the defaults of the same name.
    let names = Set(environment.map { $0.split(separator: "=").first.map(String.init) ?? $0 })
    var variables =
      ["LANG=C.UTF-8", "PATH=/usr/bin:/bin", "TERM=xterm-256color"].filter {
        !names.contains($0.split(separator: "=").first.map(String.init) ?? $0)
      } + environment
    if let answers {
      try save(answers, to: directory + "/answers")
      variables.append("SCRIM_ANSWERS=\(directory)/answers")
    }
    if keepsTranscript { variables.append("SCRIM_TRANSCRIPT=\(directory)/transcript") }
    let redirection = descriptor.map { " \($0)>\"$SCRIM_RESULT\"" } ?? ""
    variables.append("SCRIM_RESULT=\(directory)/result")
    let (path, leading) = executable(program)
    guard
      let result = ChildProcess.run(
        "/usr/bin/timeout",
        ["-s", "KILL", "30", "/bin/bash", "-c", "exec \"$0\" \"$@\"" + redirection, path]
          + leading + arguments,
        input: input, environment: variables, newSession: true)
    else { throw CompatHarness.Failure("cannot start \(path)") }
    return Outcome(
      status: result.status, standardOutput: result.standardOutput,
      standardError: result.standardError,
      descriptor: descriptor.flatMap { _ in CompatHarness.readFile(directory + "/result") },
      transcript: keepsTranscript ? CompatHarness.readFile(directory + "/transcript") : nil)
  }

  /// Runs the shell `script` in `directory` with the built scrim's whiptail, dialog and
  /// zenity first on PATH, answered from the file `answers` (a path, relative to it).
  static func script(_ script: String, in directory: String, answers: String) throws -> Outcome {
    let links = CompatHarness.scrimDirectory
    _ = symlink(PseudoTerminal.debugProduct("scrim"), links + "/zenity")
    _ = symlink(PseudoTerminal.debugProduct("scrim"), links + "/scrim")
    guard
      let result = ChildProcess.run(
        "/usr/bin/timeout",
        ["-s", "KILL", "30", "/bin/sh", "-c", "cd \"$0\" && exec sh \"$1\"", directory, script],
        environment: [
          "LANG=C.UTF-8", "PATH=\(links):/usr/bin:/bin", "SCRIM_ANSWERS=\(answers)",
        ], newSession: true)
    else { throw CompatHarness.Failure("cannot start sh") }
    return Outcome(
      status: result.status, standardOutput: result.standardOutput,
      standardError: result.standardError)
  }

  static func save(_ text: String, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw CompatHarness.Failure("cannot write \(path)") }
    defer { close(descriptor) }
    _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
}
