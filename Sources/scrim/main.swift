import ScrimCLI

let streams = StandardStreams.claim()
let command = ScrimCommand(
  environment: .current(), interactiveRunner: TerminalRunner(), output: streams.output)
// Read as bytes: CommandLine.arguments would turn bytes that are not UTF-8 into U+FFFD.
let termination = await command.run(ArgumentText.current())
termination.endProcess()
