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
  // Started through a symlink named whiptail or dialog, scrim is that program.
  let termination = await command.run(
    ArgumentText.current(), invokedAs: CompatProgram.named(ArgumentText.programName()))
  termination.endProcess()
}
MainThreadLoop.run()
