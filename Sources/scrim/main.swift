import ScrimCLI

let streams = StandardStreams.claim()
let command = ScrimCommand(
  environment: .current(), interactiveRunner: TerminalRunner(), output: streams.output)
// Read as bytes: CommandLine.arguments would turn bytes that are not UTF-8 into U+FFFD.
// Started through a symlink named whiptail or dialog, scrim is that program.
let termination = await command.run(
  ArgumentText.current(), invokedAs: CompatProgram.named(CommandLine.arguments.first ?? ""))
termination.endProcess()
