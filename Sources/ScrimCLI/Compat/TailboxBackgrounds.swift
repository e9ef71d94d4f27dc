@_spi(Renderer) import ScrimCore
@_spi(Renderer) import ScrimTerminal

/// dialog's `--tailboxbg` boxes of an `--and-widget` chain, which go on following their
/// files beneath the boxes after them until the chain ends, as dialog polls them while
/// its next box waits.
///
/// The stage shows one modal at a time (the presenter's rule: one active, the rest
/// queued), and a chain shows each box on a renderer of its own, so a tail box is not a
/// second modal of the next box's stage: each one is laid out on a stage of its own, never
/// given input, and painted from that stage's scene by the terminal's modal painter
/// beneath the next box, as the host's content (`host(over:)`). So it looks as it did when
/// shown, follows its file, and is dimmed under the box that has the keys. Unlike dialog's,
/// it cannot be given focus with Tab nor closed by itself, and, as in dialog without
/// `--no-kill`, it ends with the chain; a window, line mode and an answers file show only
/// the box that asks.
@MainActor
final class TailboxBackgrounds {
  private var boxes: [(stage: Stage, body: FollowedBody)] = []
  /// Changes whenever a box's lines do, so the host is repainted only then.
  private(set) var revision = 0

  /// Keeps a `--tailboxbg` box just shown following beneath the boxes after it: the same
  /// box, so that it follows on from the lines it has read (a FIFO's are read once).
  func keep(_ shown: ShownBox<CompatBox>) {
    guard shown.box.kind == .tailboxbg, let body = shown.followedBody else { return }
    let stage = Stage(
      clock: ContinuousClock(), size: Size(width: 80, height: 24),
      measurer: TerminalTextMeasurer(), scheme: .light, reducesMotion: true)
    guard (try? stage.present(shown.dialog)) != nil else { return }
    boxes.append((stage, body))
    revision &+= 1
  }

  /// Follows the kept boxes' files while `shell`'s box shows, on its clock.
  func follow(on shell: SessionShell) {
    guard !boxes.isEmpty else { return }
    shell.repeating(every: TailFile.interval) { [weak self] in
      guard let self else { return }
      if self.boxes.reduce(false, { $1.body.followTail() || $0 }) { self.revision &+= 1 }
    }
  }

  /// The terminal host that paints the kept boxes over `base` (the backtitle, or
  /// nothing), or `base` itself when there are none.
  func host(over base: any TerminalHost) -> any TerminalHost {
    boxes.isEmpty ? base : BackgroundHost(base: base, backgrounds: self)
  }

  /// Paints each kept box from its stage's scene, first kept lowest, at the screen's size.
  fileprivate func paint(into screen: inout Screen, context: PaintContext) {
    for (stage, _) in boxes {
      stage.size = Size(width: screen.width, height: screen.height)
      stage.update()
      for case .modal(let state) in stage.scene().layers {
        ModalPainter.paint(state, into: &screen, context: context)
      }
    }
  }
}

/// The content beneath a chain's box: its backdrop, then the tail boxes still following.
@MainActor
private final class BackgroundHost: TerminalHost {
  let base: any TerminalHost
  let backgrounds: TailboxBackgrounds

  init(base: any TerminalHost, backgrounds: TailboxBackgrounds) {
    self.base = base
    self.backgrounds = backgrounds
  }

  var revision: Int { base.revision &+ backgrounds.revision }

  func paint(into screen: inout Screen, context: PaintContext) {
    base.paint(into: &screen, context: context)
    backgrounds.paint(into: &screen, context: context)
  }

  func handle(_ event: InputEvent, in app: TerminalApp) {}
}
