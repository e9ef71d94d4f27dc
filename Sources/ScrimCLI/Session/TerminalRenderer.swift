import ScrimCore
import ScrimSystem
import ScrimTerminal

/// A session's renderer on a terminal: a `TerminalApp` on its device.
@MainActor
package final class TerminalRenderer: SessionRenderer {
  /// The app that draws the stage.
  package let app: TerminalApp
  /// The terminal it draws on.
  package let device: any TerminalDevice

  /// Makes a renderer of `app`, which draws on `device`.
  package init(app: TerminalApp, device: any TerminalDevice) {
    self.app = app
    self.device = device
  }

  package var stage: Stage { app.stage }

  package func setNeedsDisplay() { app.setNeedsDisplay() }

  package func stop() { app.stop() }

  /// Runs the app until it stops; Ctrl-C is SIGINT and the end of the terminal's input
  /// SIGHUP.
  package func runSession() async throws(CommandFailure) -> SessionStop {
    let ending: TerminalApp.Ending
    do {
      ending = try await app.run()
    } catch {
      throw Self.failure(error)
    }
    switch ending {
    case .stopped: return .stopped
    case .interrupted: return .interrupted(signal: SIGINT)
    case .deviceClosed: return .interrupted(signal: SIGHUP)
    }
  }

  /// Draws one frame and leaves it on the screen: the terminal's modes are restored and the
  /// shell's prompt goes below the frame, not over it.
  package func showOnce() throws(CommandFailure) {
    do {
      _ = try app.start()
      app.tick()
      try app.draw()
      try device.write(Array("\u{1B}[\(device.size.height);1H".utf8))
    } catch {
      device.stop()
      throw Self.failure(error)
    }
    device.stop()
  }

  /// Runs `work` on the main actor, where the app's loop takes its turns.
  package nonisolated func post(_ work: @escaping @MainActor @Sendable () -> Void) {
    Task { @MainActor in work() }
  }

  private static func failure(_ error: TerminalError) -> CommandFailure {
    CommandFailure(message: "the terminal failed: \(error)", exitStatus: ExitCode.ioError)
  }
}
