import ScrimCLI
import ScrimGTK
import ScrimGTKCommand

// The scrim command's contract (flags, stdout, exit codes, --json) with its interactive
// half in a GTK window; accessible mode (--accessible) stays line prompts. `scrim-gtk
// whiptail ARGS` and `scrim-gtk dialog ARGS`, or scrim-gtk started through a symlink of
// either name, show the drop-in's boxes in windows. Started as `scrim-gtk zenity ...`, or
// through a link named zenity, it is zenity.
ProcessRendering.preferCairo()
// Screen readers list the window under this name, not "Unnamed".
ApplicationName.claim(for: CommandLine.arguments)
let streams = StandardStreams.claim()
// Read as bytes: CommandLine.arguments would turn bytes that are not UTF-8 into U+FFFD.
let arguments = ArgumentText.current()
let termination: Termination
if ZenityCommand.isInvoked(as: ArgumentText.programName()) {
  termination = await ZenityCommand(output: streams.output).run(arguments)
} else if arguments.first == "zenity" {
  termination = await ZenityCommand(output: streams.output).run(Array(arguments.dropFirst()))
} else {
  var command = ScrimCommand(
    environment: .window(), interactiveRunner: GTKRunner(), output: streams.output,
    errors: streams.errors)
  // A drop-in's answer is refused before the box when the script closed its stream.
  command.closedStreams = streams.closed
  termination = await command.run(
    arguments, invokedAs: CompatProgram.named(ArgumentText.programName()))
}
termination.endProcess()
