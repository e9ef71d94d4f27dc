import ScrimCore
import ScrimTerminal

extension TerminalApp {
  /// Makes an app on a clock known only as `any Clock<Duration>`, as the runners hold it.
  static func make(
    device: any TerminalDevice, host: any TerminalHost, clock: any Clock<Duration>,
    environment: TerminalEnvironment, modes: TerminalModes, scheme: ContainerScheme,
    reducesMotion: Bool
  ) -> TerminalApp {
    make(
      device: device, host: host, opened: clock, environment: environment, modes: modes,
      scheme: scheme, reducesMotion: reducesMotion)
  }

  private static func make<C: Clock>(
    device: any TerminalDevice, host: any TerminalHost, opened clock: C,
    environment: TerminalEnvironment, modes: TerminalModes, scheme: ContainerScheme,
    reducesMotion: Bool
  ) -> TerminalApp where C.Duration == Duration {
    TerminalApp(
      device: device, host: host, clock: clock, environment: environment, modes: modes,
      scheme: scheme, reducesMotion: reducesMotion)
  }
}
