/// A prominent message about a change of status, at the top or bottom of the screen, with an
/// optional icon, a one-line title, a description and up to two text actions (JET's banner
/// pattern, Material's banner).
///
///     let banner = Banner(
///       title: "Offline", description: "Changes will sync when you reconnect.",
///       actions: [Banner.Action(title: "Dismiss", role: .dismissive),
///                 Banner.Action(title: "Retry") { retry() }])
///     try center.show(banner)
///
/// A banner without actions goes away by itself after its duration (JET: "Banners should be
/// auto-dismissed"); a banner with actions stays until the user chooses one or dismisses it
/// (Material). Layout shows the title on one line and the description on up to three, and
/// truncates longer text with an ellipsis, never with a scroll bar.
public struct Banner: Sendable {
  /// A text button on a banner and what it does.
  public struct Action: Sendable {
    /// What choosing the action means, which decides where it sits.
    public enum Role: Hashable, Sendable, CaseIterable {
      /// Dismisses without doing anything else ("Dismiss", "Not now"); placed leading.
      case dismissive
      /// Does what the banner suggests ("Retry", "Turn on"); placed trailing.
      case confirming
    }

    /// The button's label.
    public var title: String
    /// What choosing it means.
    public var role: Role
    /// What the button does; runs once, on the main actor, before the banner's completion.
    public var handler: @MainActor () -> Void

    /// Makes an action; the role defaults to `.confirming` and the handler to doing nothing.
    public init(
      title: String, role: Role = .confirming, handler: @escaping @MainActor () -> Void = {}
    ) {
      self.title = title
      self.role = role
      self.handler = handler
    }
  }

  /// Where a banner appears; each position shows one banner at a time.
  public typealias Position = MessagePosition

  /// How long a banner without actions shows when its duration is not set: 5 s (JET's
  /// message timeout, libadwaita's toast timeout).
  public static let defaultDuration: Duration = .seconds(5)
  /// The most actions a banner may have: two (Material).
  public static let maximumActions = 2
  /// The most lines the title takes when laid out; a longer title ends with an ellipsis.
  public static let titleMaximumLines = 1
  /// The most lines the description takes when laid out; longer text ends with an ellipsis.
  public static let descriptionMaximumLines = 3

  /// A leading graphic: one character ("⚠") or a short symbol name ("wifi.slash").
  ///
  /// Defaults to nil.
  public var icon: String?
  /// A short heading, laid out on one line.
  ///
  /// Defaults to nil.
  public var title: String?
  /// What changed, laid out on up to three lines.
  public var description: String
  /// The buttons, at most two, in the order given; `displayedActions` orders them.
  ///
  /// Defaults to none.
  public var actions: [Action]
  /// Where it appears.
  ///
  /// Defaults to `.top`.
  public var position: Position
  /// How long a banner without actions shows once its entry transition has finished.
  ///
  /// Defaults to 5 s. Zero or negative values become 5 s.
  public var duration: Duration {
    get { storedDuration }
    set { storedDuration = newValue <= .zero ? Self.defaultDuration : newValue }
  }
  /// Whether a banner without actions goes away by itself.
  ///
  /// Defaults to true. A banner with actions never does.
  public var automaticallyDismisses: Bool
  /// What a screen reader says for the banner instead of its title and description.
  ///
  /// Defaults to nil.
  public var accessibilityLabel: String?
  /// Whether a screen reader's focus moves to the banner when it appears.
  ///
  /// Defaults to false. A banner with actions takes focus in accessible mode anyway.
  public var focusOnShow: Bool
  /// A picture before the text (JET's "icon or image"); when set it is shown instead of
  /// `icon`.
  ///
  ///     banner.image = ModalImage(
  ///       glyph: "✓", source: .file("/usr/share/app/done.png"), accessibilityLabel: "Done")
  ///
  /// Defaults to nil.
  public var image: ModalImage?
  /// The opacity of this banner's background, over the scheme's
  /// `bannerBackgroundOpacity`; nil uses the scheme's.
  ///
  ///     banner.backgroundOpacity = 0.9  // JET's semi-transparent banner
  ///
  /// Defaults to nil. Values are clamped to 0...1.
  public var backgroundOpacity: Double?
  /// Runs once when the banner ends, with the reason, after the chosen action's handler.
  ///
  /// Defaults to nil.
  public var completion: (@MainActor (MessageEndReason) -> Void)?

  private var storedDuration: Duration

  /// Makes a banner; every parameter but the description has the default its property
  /// documents.
  public init(
    icon: String? = nil, title: String? = nil, description: String, actions: [Action] = [],
    position: Position = .top, duration: Duration = Banner.defaultDuration,
    automaticallyDismisses: Bool = true, accessibilityLabel: String? = nil,
    focusOnShow: Bool = false, completion: (@MainActor (MessageEndReason) -> Void)? = nil
  ) {
    self.icon = icon
    self.title = title
    self.description = description
    self.actions = actions
    self.position = position
    self.storedDuration = duration <= .zero ? Self.defaultDuration : duration
    self.automaticallyDismisses = automaticallyDismisses
    self.accessibilityLabel = accessibilityLabel
    self.focusOnShow = focusOnShow
    self.completion = completion
  }

  /// The actions in reading order: dismissive ones leading, then the others, each group in
  /// the order given (Material: dismissive left, confirming right).
  public var displayedActions: [Action] {
    displayedActionIndices.map { actions[$0] }
  }

  /// The indices in `actions` of `displayedActions`, so that a button shown at a place
  /// runs the handler of the action it shows.
  var displayedActionIndices: [Int] {
    let dismissive = actions.indices.filter { actions[$0].role == .dismissive }
    return dismissive + actions.indices.filter { actions[$0].role != .dismissive }
  }

  /// What is announced when the banner appears: the accessibility label, else the image's
  /// label, the title and the description.
  public var announcementText: String {
    if let accessibilityLabel { return accessibilityLabel }
    // The image's label first, as the tree reads an alert's title icon before its title;
    // an image without one is decorative.
    let parts = [image?.spokenLabel, title, description].compactMap { $0 }.filter { !$0.isBlank }
    return parts.joined(separator: ". ")
  }

  /// Whether the banner goes away when its time runs out: it has no actions and dismisses
  /// automatically.
  public var timesOut: Bool { automaticallyDismisses && actions.isEmpty }
}

/// Why a banner cannot be shown.
public enum BannerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// It has more actions than `Banner.maximumActions`.
  case tooManyActions(count: Int)
  /// An action's title is empty or blank.
  case blankActionTitle

  /// What is wrong and how to fix it.
  public var description: String {
    switch self {
    case .tooManyActions(let count):
      return "The banner has \(count) actions; keep at most \(Banner.maximumActions), "
        + "or use a dialog for more choices."
    case .blankActionTitle:
      return "A banner action has a blank title; label every action with a short verb."
    }
  }
}
