import ScrimCore
import ScrimTerminal

/// The catalog: a full-screen tour of every component, each shown live over the
/// catalog's own screen (what MDC-iOS's catalog app is), with an inspector for the
/// accessibility tree and the guideline diagnostics of each example.
///
///     let ending = try await Catalog.run(on: try TTY(), environment: environment)
@MainActor
public enum Catalog {
  /// Runs the catalog until the user quits.
  ///
  /// - Parameters:
  ///   - device: The terminal.
  ///   - clock: The clock for transitions and timers.
  ///   - environment: Decides the colour depth.
  ///   - theme: The starting theme: 0 light, 1 dark, 2 high contrast.
  ///   - reducesMotion: Whether transitions are skipped.
  ///   - escapeDelay: How long a lone Esc waits for the rest of a sequence.
  /// - Returns: Why the app ended.
  /// - Throws: `TerminalError` when the terminal cannot be used.
  public static func run<C: Clock>(
    on device: any TerminalDevice, clock: C, environment: TerminalEnvironment,
    theme: Int = 0, reducesMotion: Bool = false, escapeDelay: Duration? = nil
  ) async throws(TerminalError) -> TerminalApp.Ending where C.Duration == Duration {
    let app = makeApp(
      on: device, clock: clock, environment: environment, theme: theme,
      reducesMotion: reducesMotion, escapeDelay: escapeDelay)
    return try await app.run()
  }

  /// Makes the catalog's app without running it, for tests and custom loops.
  public static func makeApp<C: Clock>(
    on device: any TerminalDevice, clock: C, environment: TerminalEnvironment, theme: Int = 0,
    reducesMotion: Bool = false, escapeDelay: Duration? = nil
  ) -> TerminalApp where C.Duration == Duration {
    let host = CatalogHost()
    host.schemeIndex = min(max(0, theme), CatalogHost.schemes.count - 1)
    let app = TerminalApp(
      device: device, host: host, clock: clock, environment: environment, scheme: host.scheme,
      reducesMotion: reducesMotion, escapeDelay: escapeDelay)
    host.app = app
    return app
  }
}
