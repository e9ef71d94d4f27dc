import FuzzSupport
import ScrimCLI
import ScrimCore
import ScrimSystem
import ScrimTerminal

/// Subcommands and flags whose value syntax the fuzzer aims at, each with the arguments
/// that make the rest of the command line valid.
private let valueFlags: [(prefix: [String], flag: String)] = [
  (["alert", "--title", "T"], "--action"),
  (["alert", "--title", "T"], "--field"),
  (["alert", "--title", "T", "--action", "A"], "--preferred"),
  (["alert", "--title"], "--message"),
  (["sheet", "--action", "A"], "--action"),
  (["sheet", "--action", "A"], "--anchor"),
  (["dialog", "--title", "T"], "--field"),
  (["dialog", "--title", "T"], "--toggle"),
  (["dialog", "--title", "T"], "--choice"),
  (["dialog", "--title", "T"], "--ok"),
  (["snackbar", "x"], "--duration"),
  (["snackbar", "x"], "--action"),
  (["banner", "x"], "--position"),
  (["banner", "x"], "--icon"),
  (["alert", "--title", "T"], "--timeout"),
  (["alert", "--title", "T"], "--theme"),
]

/// Parses the input as `scrim`'s command line and carries it through to its output.
///
/// NUL separates arguments, as in argv; with the first byte's top bit set, the arguments
/// are values of one flag that byte picks. When it parses, the model is built, run in
/// accessible mode with scripted answers, and its outcome printed every way. Traps unless arguments round-trip byte for byte, a
/// usage error is three lines, and nothing meant for a terminal (errors, prompts, a
/// result on a terminal, JSON) holds a control or bidirectional character.
///
/// The same arguments run as zenity's command line too (`scrim zenity`, in line mode).
///
/// A first byte from 0x40 to 0x7F instead builds a whiptail or dialog command line from a
/// valid box and words inserted where the input says (see `placedWords`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = fuzzBytes(data, size)
  guard let mode = bytes.first else { return 0 }
  if (0x40..<0x80).contains(mode) {
    let words = placedWords(Int(mode & 0x3F), bytes.dropFirst())
    MainActor.assumeIsolated {
      exercisePlacement(words)
      exerciseCompat(words)
    }
    return 0
  }
  let raw = bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false)
  var arguments: [String] = []
  for argument in raw {
    let text = ArgumentText.decode(argument)
    require(ArgumentText.bytes(of: text) == Array(argument), "\(Array(argument)) changed")
    arguments.append(text)
  }
  if mode >= 0x80 {
    let (prefix, flag) = valueFlags[Int(mode) % valueFlags.count]
    arguments = prefix + arguments.flatMap { [flag, $0] }
  }
  MainActor.assumeIsolated {
    exercise(arguments)
    exerciseCompat(arguments)
    exerciseZenity(arguments)
  }
  return 0
}

/// /dev/null, where a fuzzed gauge reads its percentages, so no run waits for input.
private let nullInput = open("/dev/null", O_RDONLY)

/// Runs the arguments as whiptail's and as dialog's command line in line mode.
///
/// Traps unless errors and prompts are safe for a terminal.
@MainActor
func exerciseCompat(_ arguments: [String]) {
  for program in CompatProgram.allCases {
    let errors = Collected()
    let io = ScriptedLineIO()
    var command = CompatCommand(
      program: program,
      environment: CommandEnvironment(
        terminal: TerminalEnvironment(variables: ["TERM": "dumb"], isTerminal: true),
        standardOutputIsTerminal: false),
      variable: { _ in nil },
      makeLineIO: { io }, makeOutput: { _ in Collected() }, errors: errors,
      sleep: { _ in })
    command.readFile = { _ in "a file\nof two lines" }
    command.readArgumentFile = { _ in "a file\nof two lines" }
    command.gaugeInput = nullInput
    // Random command lines name random shell commands: a prgbox runs none.
    PrgboxCommand.runsCommands = false
    _ = command.runInLineMode(arguments)
    requireSafe(errors.text.filter { $0 != "\n" }, "\(program) error")
    requireSafe(io.transcript.filter { $0 != "\n" }, "\(program) prompt")
  }
}

/// Runs the arguments as zenity's command line in line mode.
///
/// Traps unless errors, prompts and a result on a terminal are safe for it.
@MainActor
func exerciseZenity(_ arguments: [String]) {
  let errors = Collected()
  let output = Collected()
  let io = ScriptedLineIO()
  var command = ZenityDropIn(
    environment: CommandEnvironment(
      terminal: TerminalEnvironment(variables: ["TERM": "dumb"], isTerminal: true),
      standardOutputIsTerminal: false),
    output: output, errors: errors, variable: { _ in nil }, makeLineIO: { io })
  command.input = nullInput
  _ = command.runInLineMode(arguments)
  requireSafe(errors.text.filter { $0 != "\n" }, "zenity error")
  requireSafe(io.transcript.filter { $0 != "\n" }, "zenity prompt")
  requireSafe(
    ResultText.shownLines(output.text, onTerminal: true).filter { $0 != "\n" }, "zenity result")
}

/// Text written to a result or error stream.
private final class Collected: TextOutput {
  private(set) var text = ""
  func write(_ text: String) { self.text += text }
}

@MainActor
private func exercise(_ arguments: [String]) {
  let parsed: ParsedCommand
  do {
    parsed = try Invocation.parse(arguments)
  } catch {
    let lines = error.report.split(separator: "\n", omittingEmptySubsequences: false)
    require(lines.count == 4 && lines[3].isEmpty, "a report of \(lines.count - 1) lines")
    requireSafe(error.report.filter { $0 != "\n" }, "usage error")
    return
  }
  guard case .run(let invocation) = parsed else { return }
  let model = CommandModel(invocation)
  if let problem = model.blockingProblem { require(!problem.isEmpty, "an empty problem") }
  _ = model.diagnostics(in: Size(width: 80, height: 24))
  let io = ScriptedLineIO()
  let outcome = AccessibleRunner(io: io).run(model)
  requireSafe(io.transcript.filter { $0 != "\n" }, "prompt")
  requireSafe(outcome.standardOutput(json: false, sanitized: true).filter { $0 != "\n" }, "result")
  let json = outcome.standardOutput(json: true)
  require(json.hasSuffix("\n") && json.filter({ $0 == "\n" }).count == 1, "JSON on one line")
  requireSafe(String(json.dropLast()), "JSON")
}

/// Traps when `text` holds a control character, a bidirectional control, or a byte of an
/// argument that was not UTF-8 (U+10FF80 and up): none may reach a terminal.
private func requireSafe(_ text: String, _ what: String) {
  for scalar in text.unicodeScalars {
    require(
      !TextSanitizer.isControl(scalar) && !TextSanitizer.isBidiControl(scalar)
        && scalar.value < 0x10_FF80,
      "\(what) holds U+\(String(scalar.value, radix: 16)): \(text)")
  }
}

/// Answers for accessible mode: a few of each kind, then the end of input.
private final class ScriptedLineIO: LineIO {
  private var answers = ["2", "", "y", "1", "x", "", "n"]
  private(set) var transcript = ""

  func write(_ text: String) { transcript += text }

  func readLine(secure: Bool) -> LineInput {
    answers.isEmpty ? .endOfInput : .line(answers.removeFirst())
  }
}
