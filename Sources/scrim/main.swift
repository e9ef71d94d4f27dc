import ScrimCLI

let command = ScrimCommand(environment: .current(), interactiveRunner: TerminalRunner())
let termination = await command.run(Array(CommandLine.arguments.dropFirst()))
termination.endProcess()
