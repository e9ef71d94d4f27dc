import ScrimCLI
import ScrimGTK
import ScrimGTKCommand

// The scrim command's contract (flags, stdout, exit codes, --json) with its interactive
// half in a GTK window; accessible mode (--accessible) stays line prompts.
ProcessRendering.preferCairo()
// Screen readers list the window under this name, not "Unnamed".
ApplicationName.claim(for: CommandLine.arguments)
let streams = StandardStreams.claim()
let command = ScrimCommand(
  environment: .window(), interactiveRunner: GTKRunner(), output: streams.output)
// Read as bytes: CommandLine.arguments would turn bytes that are not UTF-8 into U+FFFD.
let termination = await command.run(ArgumentText.current())
termination.endProcess()
