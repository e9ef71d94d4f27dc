@_spi(Renderer) import ScrimCore
import ScrimSystem
import ScrimTerminal

/// One box on the terminal, presented through a `TerminalApp` until it ends.
///
/// A gauge follows its input, a pause counts down, an infobox is drawn once and left on
/// the screen.
@MainActor
final class CompatSession {
  let shown: CompatShownBox
  let device: any TerminalDevice
  let environment: CommandEnvironment
  /// The program stood in for, whose text rules a gauge's new text follows.
  var program: CompatProgram = .whiptail
  /// Where a gauge reads its percentages.
  var gaugeInput: Int32 = STDIN_FILENO
  private var app: TerminalApp?
  private var result: DismissResult?
  private var timedOut = false

  init(shown: CompatShownBox, device: any TerminalDevice, environment: CommandEnvironment) {
    self.shown = shown
    self.device = device
    self.environment = environment
  }

  func run() async throws(CommandFailure) -> CompatEnding {
    let options = shown.box.options
    let scheme = ContainerScheme.light
    let isInfo = shown.box.kind == .infobox
    // An infobox stays on the screen after exit, so it draws on the main screen; the
    // others take the alternate screen and give the shell's text back.
    let modes =
      isInfo
      ? TerminalModes(
        alternateScreen: false, mouse: false, mouseMotion: false, bracketedPaste: false)
      : TerminalModes(mouseMotion: false)
    let host: any TerminalHost =
      options.backtitle.map { BacktitleHost(backtitle: ArgumentText.shown($0), scheme: scheme) }
      ?? BlankHost()
    let app = TerminalApp(
      device: device, host: host, clock: ContinuousClock(), environment: environment.terminal,
      modes: modes, scheme: scheme, reducesMotion: true)
    self.app = app
    do {
      try app.present(shown.dialog) { [weak self] result in
        self?.result = result
        self?.app?.stop()
      }
    } catch {
      throw CommandFailure(message: error.description, exitStatus: 255)
    }
    if isInfo { return try drawOnce(app) }
    var tasks: [Task<Void, Never>] = []
    if let seconds = options.timeoutSeconds {
      tasks.append(
        Task { [weak self] in
          try? await Task.sleep(for: .seconds(seconds))
          self?.timeOut()
        })
    }
    if shown.box.kind == .gauge { tasks.append(follow(GaugeReader.lines(of: gaugeInput))) }
    if shown.box.kind == .pause { tasks.append(countDown()) }
    defer { tasks.forEach { $0.cancel() } }
    let ending = try await TerminalRunner.ending {
      () async throws(TerminalError) -> TerminalApp.Ending in try await app.run()
    }
    if timedOut { return CompatEnding(reason: .timeout, value: nil) }
    if let result { return shown.ending(for: result) }
    switch ending {
    case .interrupted: return CompatEnding(reason: .interrupted(signal: SIGINT), value: nil)
    case .deviceClosed: return CompatEnding(reason: .interrupted(signal: SIGHUP), value: nil)
    case .stopped: return CompatEnding(reason: .finished, value: nil)
    }
  }

  /// Draws one frame and leaves it: the terminal's modes are restored, the box stays.
  private func drawOnce(_ app: TerminalApp) throws(CommandFailure) -> CompatEnding {
    do {
      _ = try app.start()
      app.tick()
      try app.draw()
      // The shell's prompt goes below the box, not over it.
      try device.write(Array("\u{1B}[\(device.size.height);1H".utf8))
    } catch {
      device.stop()
      throw CommandFailure(message: "the terminal failed: \(error)", exitStatus: 255)
    }
    device.stop()
    return CompatEnding(reason: .finished, value: nil)
  }

  /// Applies a gauge's input as it comes, one frame for each batch of lines; the end of
  /// input ends the gauge.
  private func follow(_ batches: LineBatches) -> Task<Void, Never> {
    Task { [weak self] in
      var feed = GaugeFeed()
      for await lines in batches {
        guard let self else { return }
        for line in lines {
          for update in feed.take(line) { self.shown.apply(update, program: self.program) }
        }
        self.app?.setNeedsDisplay()
      }
      guard !Task.isCancelled else { return }
      self?.endByItself()
    }
  }

  /// Ends a box that ends by itself (a gauge's input ran out, a pause's time): dismissed
  /// by the app, so it exits as OK.
  private func endByItself() {
    guard let app else { return }
    app.presenter.dismiss(shown.dialog)
    app.setNeedsDisplay()
  }

  /// A pause's meter runs down once a second; at zero the pause ends as if OK were chosen.
  private func countDown() -> Task<Void, Never> {
    let total = max(0, shown.box.sizes.count > 2 ? shown.box.sizes[2] : 0)
    return Task { [weak self] in
      var left = total
      while left > 0 {
        try? await Task.sleep(for: .seconds(1))
        guard !Task.isCancelled, let self else { return }
        left -= 1
        self.shown.progress?.fraction = total == 0 ? 0 : Double(left) / Double(total)
        self.app?.setNeedsDisplay()
      }
      guard !Task.isCancelled else { return }
      self?.endByItself()
    }
  }

  private func timeOut() {
    guard let app, result == nil else { return }
    timedOut = true
    app.stop()
  }
}
