@_spi(Renderer) import ScrimCore
import ScrimSystem

/// Alerts, action sheets, dialogs, snackbars and banners as plain line prompts and answers,
/// for screen readers and terminals that cannot draw: line mode, as `TerminalApp` and
/// `GTKApp` offer the terminal and a window.
///
/// The app is a renderer of a `Stage` under the core's one loop, as the others are: it
/// reads the stage's accessibility trees in their reading order, says them a line at a time
/// on its output, asks for each field, toggle, list and action, and hands every answer to
/// the stage as a screen reader's input, so every ending rule (which handler runs, what the
/// end of input does) is the core's. An action or option may be answered with its number
/// or its label; an empty answer takes the default the prompt shows.
///
///     let app = LineApp()  // prompts on stderr, answers from stdin
///     try app.present(alert) { print($0.action?.title ?? "cancelled") }
///     app.run()
@MainActor
public final class LineApp {
  /// Decides everything about the modals and messages asked about.
  public let stage: Stage
  /// Presents alerts, action sheets and dialogs.
  public var presenter: Presenter { stage.presenter }
  /// Shows snackbars.
  public var snackbars: SnackbarManager { stage.snackbars }
  /// Shows banners.
  public var banners: BannerCenter { stage.banners }
  /// Receives what the stage announces for screen readers, in order; nil for none.
  ///
  /// Line mode says the trees themselves, so it writes none of them.
  public var announcements: (@MainActor (Announcement) -> Void)?
  /// How many invalid answers in a row count as the end of input, so that endless input
  /// cannot keep it asking forever.
  ///
  /// Defaults to 10.
  public var maximumInvalidAnswers = 10

  package let loop: StageLoop<LineApp>
  let io: any LineIO
  private let advance: @MainActor (Duration) -> Void

  /// Makes an app that writes its prompts to `output` and reads answers from `input`.
  ///
  /// Its time is real time, except that once a message without actions has been read,
  /// the rest of its time passes at once.
  ///
  /// - Parameters:
  ///   - input: Where answers are read. Defaults to stdin.
  ///   - output: Where prompts go. Defaults to stderr.
  ///   - scheme: The theme of messages, and of modals that have none (line mode shows no
  ///     colour; a renderer beside it may).
  public convenience init(
    input: Int32 = STDIN_FILENO, output: Int32 = STDERR_FILENO, scheme: ContainerScheme = .light
  ) {
    self.init(
      io: StandardLineIO(input: input, output: output), clock: LineClock(), scheme: scheme)
  }

  /// Makes an app on `io`, with time from `clock`; transitions are skipped unless a test
  /// asks for them.
  package init(
    io: any LineIO, clock: some LineTime, scheme: ContainerScheme = .light,
    reducesMotion: Bool = true
  ) {
    self.io = io
    advance = { clock.advance(by: $0) }
    // Line mode has no size of its own; the stage lays out for a common terminal, which
    // nothing here reads.
    loop = StageLoop(
      clock: clock, size: Size(width: 80, height: 24), measurer: LineMeasurer(), scheme: scheme,
      reducesMotion: reducesMotion)
    stage = loop.stage
    loop.attach(self)
  }

  // MARK: - Presenting through the app

  /// Presents a modal; `run()` asks about it.
  ///
  /// - Throws: `PresentationError` when the modal breaks a presentation rule.
  public func present(
    _ modal: any Modal, replacingActive: Bool = false,
    completion: (@MainActor (DismissResult) -> Void)? = nil
  ) throws(PresentationError) {
    try loop.present(modal, replacingActive: replacingActive, completion: completion)
  }

  /// Shows a snackbar; `run()` reads it.
  @discardableResult
  public func show(_ message: SnackbarMessage) -> MessageID {
    loop.show(message)
  }

  /// Shows a banner; `run()` reads it.
  ///
  /// - Throws: `BannerError` for more than two actions or a blank action title.
  @discardableResult
  public func show(_ banner: Banner) throws(BannerError) -> MessageID {
    try loop.show(banner)
  }

  // MARK: - Asking

  /// Asks about what the stage shows, the modal first, then each message, until nothing
  /// shows or input ends; every handler and completion that should run has run once.
  ///
  /// At the end of input (or after too many invalid answers in a row) the modal or message
  /// asked about gets the screen reader's escape, and the run ends.
  public func run() {
    stage.isAccessibilityModeOn = true
    defer { stage.isAccessibilityModeOn = false }
    // Each round asks about one modal or message, or lets what is due pass; the bound
    // keeps a stage that always has something due from turning forever.
    for _ in 0..<10_000 {
      loop.turn()
      let stop: SessionStop
      if MenuConversation.tree(on: stage) != nil {
        stop = asking(until: { MenuConversation.tree(on: $0) == nil })
          .converse(MenuConversation(stage: stage) { [io] in io.write($0) })
      } else if let tree = ModalConversation.tree(on: stage), !ModalConversation.isProgress(tree) {
        stop = asking(until: { ModalConversation.tree(on: $0) == nil })
          .converse(ModalConversation(stage: stage) { [io] in io.write($0) })
      } else if MessageConversation.tree(on: stage) != nil {
        stop = asking(until: { MessageConversation.tree(on: $0) == nil })
          .converse(MessageConversation(stage: stage) { [io] in io.write($0) })
        letMessageTimeOut()
      } else if let delay = loop.wake.delay {
        // Nothing to ask yet (a queued modal's turn, a progress dialog's work): its time
        // passes at once.
        advance(delay)
        continue
      } else {
        return
      }
      guard stop == .stopped else { return }
    }
  }

  /// The asking of one modal or message, over once `hasEnded` says it has left the stage.
  private func asking(until hasEnded: @escaping @MainActor (Stage) -> Bool)
    -> LineSession<ShownContent>
  {
    LineSession(
      io: io, stage: stage, ending: ShownContent(stage: stage, hasEnded: hasEnded),
      advance: advance, maximumInvalidAnswers: max(1, maximumInvalidAnswers))
  }

  /// Lets the message just read time out: the screen reader no longer holds it, and its
  /// time passes at once, from one timer to the next, until it has left the stage or
  /// `isOver` says the run ended another way (a command's time limit).
  package func letMessageTimeOut(until isOver: () -> Bool = { false }) {
    stage.isAccessibilityModeOn = false
    defer { stage.isAccessibilityModeOn = true }
    for _ in 0..<1_000 {
      loop.turn()
      guard !isOver(), MessageConversation.tree(on: stage) != nil, let delay = loop.wake.delay
      else {
        return
      }
      advance(delay)
    }
  }
}

// Line mode is a renderer of the stage loop: it shows nothing itself, since its
// conversations read the stage's trees when they ask; a turn's frame is "on screen" at
// once, so a message's time starts when it is read.
@_spi(Renderer) extension LineApp: StageRenderer {
  /// Takes the scene as shown: the conversations read the trees when they ask.
  public func present(_ scene: Scene, changes: SceneChanges) -> Bool { true }

  /// Hands an announcement to `announcements`.
  public func announce(_ announcement: Announcement) {
    announcements?(announcement)
  }

  /// Nothing to set: `run()` waits for answers no longer than the stage's next deadline,
  /// and lets time pass when nothing is asked.
  public func scheduleWake(_ wake: StageWake) {}

  /// Nothing to do: `run()` takes a turn before each question.
  public func setNeedsDisplay() {}

  /// Nothing to do: `run()` reads the stage when it asks.
  public nonisolated func wake() {}
}

/// What one line-mode question round waits on: the modal or message it asks about.
///
/// It is over once that has left the stage; it has no time limit of its own.
@MainActor
final class ShownContent: LineEnding {
  private let stage: Stage
  private let ended: @MainActor (Stage) -> Bool

  init(stage: Stage, hasEnded: @escaping @MainActor (Stage) -> Bool) {
    self.stage = stage
    ended = hasEnded
  }

  var hasEnded: Bool { ended(stage) }
  var timedOut: Bool { false }
  func timeOut() {}
}

/// Measures text as a terminal would, a column a character: line mode lays out for one,
/// though nothing reads that layout.
struct LineMeasurer: TextMeasurer {
  func width(of text: String) -> Int { text.count }
}
