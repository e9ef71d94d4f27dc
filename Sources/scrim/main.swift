import ScrimCLI

let streams = StandardStreams.claim()
let command = ScrimCommand(
  environment: .current(), interactiveRunner: TerminalRunner(), output: streams.output)
// Read as bytes: CommandLine.arguments would turn bytes that are not UTF-8 into U+FFFD.
var arguments = ArgumentText.current()
// Started through a symlink named whiptail or dialog, scrim is that program.
if let program = CompatProgram.named(CommandLine.arguments.first ?? "") {
  arguments.insert(program.rawValue, at: 0)
}
let termination = await command.run(arguments)
termination.endProcess()
