import CGTK
import ScrimCLI
import ScrimGTK
import ScrimGTKCommand
import ScrimTerminal
import ScrimTesting

/// Text written by the command, kept for the test.
final class CapturedOutput: TextOutput {
  var text = ""
  /// What was written, byte for byte: a label given in bytes that are not UTF-8 is
  /// written back as those bytes.
  var bytes: [UInt8] = []
  func write(_ text: String) {
    self.text += text
    bytes += Array(text.utf8)
  }
  func write(bytes: [UInt8]) {
    text += String(decoding: bytes, as: UTF8.self)
    self.bytes += bytes
  }
}

/// How a `scrim-gtk` run ended: its exit status and what it printed.
struct CommandRun {
  var status: Int32
  var signal: Int32?
  var output: String
  var errors: String
  /// stdout byte for byte.
  var outputBytes: [UInt8] = []
}

/// Runs the scrim command with the GTK runner in this process, on a manual clock, and
/// drives the window once it is mapped: as `scrim-gtk ARGUMENTS` would run.
@MainActor
func runWindowCommand(
  _ arguments: [String], drive: @escaping @MainActor (GTKApp, ManualClock) -> Void
) async throws -> CommandRun {
  try GTKTestEnvironment.start()
  let clock = ManualClock()
  let output = CapturedOutput()
  let errors = CapturedOutput()
  let environment = CommandEnvironment(
    terminal: TerminalEnvironment(variables: ["TERM": "xterm-256color"], isTerminal: true),
    standardOutputIsTerminal: false)
  let runner = GTKRunner(clock: clock) { app in drive(app, clock) }
  let command = ScrimCommand(
    environment: environment, interactiveRunner: runner, output: output, errors: errors)
  let termination = await command.run(arguments)
  return CommandRun(
    status: termination.status, signal: termination.signal, output: output.text,
    errors: errors.text, outputBytes: output.bytes)
}

extension GTKApp {
  /// Lets `duration` pass on the test's clock and runs what fell due.
  func advance(_ clock: ManualClock, by duration: Duration) {
    clock.advance(by: duration)
    tick()
  }
}
