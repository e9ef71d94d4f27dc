import ScrimCLI

let streams = StandardStreams.claim()
let command = ScrimCommand(
  environment: .current(), interactiveRunner: TerminalRunner(), output: streams.output)
let termination = await command.run(Array(CommandLine.arguments.dropFirst()))
termination.endProcess()
