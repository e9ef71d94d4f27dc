import ScrimCLI

// The drawing half plugs in here: replace UnavailableInteractiveRunner with the
// full-screen runner once it exists.
let command = ScrimCommand(
  environment: .current(), interactiveRunner: UnavailableInteractiveRunner())
let termination = await command.run(Array(CommandLine.arguments.dropFirst()))
termination.endProcess()
