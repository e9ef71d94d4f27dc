import ScrimCLI

useSingleMallocArena()
let streams = StandardStreams.claim()
let command = ScrimCommand(
  environment: .current(), interactiveRunner: TerminalRunner(), output: streams.output)
// A synchronous top level whose main thread runs the main actor: see MainThreadLoop.
Task { @MainActor in
  // Read as bytes: CommandLine.arguments would turn bytes that are not UTF-8 into U+FFFD.
  // Started through a symlink named whiptail or dialog, scrim is that program.
  let termination = await command.run(
    ArgumentText.current(), invokedAs: CompatProgram.named(ArgumentText.programName()))
  termination.endProcess()
}
MainThreadLoop.run()
