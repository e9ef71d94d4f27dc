import ScrimCLI

useSingleMallocArena()
let streams = StandardStreams.claim()
var command = ScrimCommand(
  environment: .current(), interactiveRunner: TerminalRunner(), output: streams.output,
  errors: streams.errors)
command.closedStreams = streams.closed
// No terminal but a display: the same command line in scrim-gtk's window.
command.handOff = .current()
// A synchronous top level whose main thread runs the main actor: see MainThreadLoop.
Task { @MainActor in
  // Read as bytes: CommandLine.arguments would turn bytes that are not UTF-8 into U+FFFD.
  // Started through a symlink named whiptail, dialog or zenity, scrim is that program.
  let name = ArgumentText.programName()
  let termination =
    ZenityDropIn.isInvoked(as: name)
    ? await command.runZenity(ArgumentText.current())
    : await command.run(ArgumentText.current(), invokedAs: CompatProgram.named(name))
  termination.endProcess()
}
MainThreadLoop.run()
