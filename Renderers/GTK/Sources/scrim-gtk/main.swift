import ScrimCLI
import ScrimGTKCommand

// The scrim command's contract (flags, stdout, exit codes, --json) with its interactive
// half in a GTK window; accessible mode (--accessible) stays line prompts. `scrim-gtk
// whiptail ARGS` and `scrim-gtk dialog ARGS`, or scrim-gtk started through a symlink of
// either name, show the drop-in's boxes in windows.
ProcessRendering.preferCairo()
let streams = StandardStreams.claim()
let command = ScrimCommand(
  environment: .window(), interactiveRunner: GTKRunner(), output: streams.output)
// Read as bytes: CommandLine.arguments would turn bytes that are not UTF-8 into U+FFFD.
let termination = await command.run(
  ArgumentText.current(), invokedAs: CompatProgram.named(ArgumentText.programName()))
termination.endProcess()
