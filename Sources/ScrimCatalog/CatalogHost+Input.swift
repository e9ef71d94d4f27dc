import ScrimCore
import ScrimTerminal

extension CatalogHost {
  func handle(_ event: InputEvent, in app: TerminalApp) {
    switch event {
    case .key(let press) where press.modifiers.isEmpty:
      switch press.key {
      case .up: move(by: -1)
      case .down: move(by: 1)
      case .enter: run(examples[selection], in: app)
      case .escape: app.stop()
      default: break
      }
    case .text(let text):
      // Typed ahead keys arrive together; each counts.
      for character in text {
        switch character {
        case "k": move(by: -1)
        case "j": move(by: 1)
        case " ": run(examples[selection], in: app)
        case "t": cycleTheme(in: app)
        case "i": toggleInspector()
        case "q": app.stop()
        default: break
        }
      }
    case .mouse(let mouse):
      guard case .release(.left) = mouse.kind else { return }
      click(column: mouse.column, row: mouse.row, in: app)
    default:
      break
    }
  }

  private func move(by step: Int) {
    selection = min(max(0, selection + step), examples.count - 1)
    setNeedsDisplay()
  }

  private func cycleTheme(in app: TerminalApp) {
    schemeIndex = (schemeIndex + 1) % Self.schemes.count
    app.scheme = scheme
    status = "Theme: \(Self.schemes[schemeIndex].name)."
    setNeedsDisplay()
  }

  private func toggleInspector() {
    isInspecting.toggle()
    setNeedsDisplay()
  }

  private func click(column: Int, row: Int, in app: TerminalApp) {
    if row == 0 {
      let frames = toolbarFrames(width: app.screen.width, measurer: TerminalTextMeasurer())
      guard let (item, _) = frames.first(where: { $0.1.x <= column && column < $0.1.maxX }) else {
        return
      }
      switch item {
      case .share:
        if let index = examples.firstIndex(where: { $0.title == "Action sheet" }) {
          selection = index
          run(examples[index], in: app)
        }
      case .theme: cycleTheme(in: app)
      case .inspect: toggleInspector()
      case .quit: app.stop()
      }
      return
    }
    let index = row - Self.listTop + firstShown
    guard row >= Self.listTop, examples.indices.contains(index) else { return }
    selection = index
    run(examples[index], in: app)
  }

  /// Runs an example over the catalog and reports how it ended in the status line.
  func run(_ example: CatalogExample, in app: TerminalApp) {
    setNeedsDisplay()
    switch example.content {
    case .modal(let make):
      let share = toolbarFrames(width: app.screen.width, measurer: TerminalTextMeasurer()).first {
        $0.0 == .share
      }
      let modal = make(scheme, share?.1)
      do {
        try app.present(modal) { [weak self] result in
          self?.status = "\(example.title): " + Self.describe(result)
          self?.setNeedsDisplay()
        }
        status = "\(example.title) is showing."
      } catch {
        status = "\(example.title) could not be shown: \(error)"
      }
    case .snackbars(let make):
      for var message in make() {
        let text = message.text
        message.completion = { [weak self] reason in
          self?.status = "Snackbar “\(text)” ended: \(reason)."
          self?.setNeedsDisplay()
        }
        app.show(message)
      }
    case .banner(let make):
      var banner = make()
      banner.completion = { [weak self] reason in
        self?.status = "Banner ended: \(reason)."
        self?.setNeedsDisplay()
      }
      do { try app.show(banner) } catch { status = "Banner could not be shown: \(error)" }
    case .menu(let make):
      // Where the entry's title ends on its row, as a context menu opens at the pointer.
      let anchor = Rect(x: 3, y: Self.listTop + selection - firstShown, width: 20, height: 1)
      do {
        try app.present(make(), from: anchor) { [weak self] result in
          self?.status = "\(example.title): " + CatalogMenu.describe(result)
          self?.setNeedsDisplay()
        }
        status = "\(example.title) is showing."
      } catch {
        status = "\(example.title) could not be shown: \(error)"
      }
    case .suspension:
      status = CatalogSuspension.toggle(
        &suspension, on: app.snackbars, again: "Run this entry again"
      ) { app.show($0) }
    }
  }

  static func describe(_ result: DismissResult) -> String {
    switch result.reason {
    case .action: return "chose “\(result.action?.title ?? "")”."
    case .cancel: return "cancelled with “\(result.action?.title ?? "Cancel")”."
    case .escape: return "dismissed with Esc."
    case .backgroundTap: return "dismissed by a tap on the scrim."
    case .programmatic: return "dismissed by code."
    case .replaced: return "replaced."
    case .taskCancelled: return "dismissed when its task was cancelled."
    }
  }
}
