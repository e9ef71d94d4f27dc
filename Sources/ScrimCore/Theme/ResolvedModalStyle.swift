/// Everything a renderer needs to draw an alert, action sheet or dialog, resolved from a
/// container scheme: plain colours and styles, no roles left to look up.
///
/// Get one from `Modal.resolvedStyle()`; it reflects the modal's actions at the time of
/// the call, so themes apply to actions added after `applyTheme(withScheme:)` too.
public struct ResolvedModalStyle: Hashable, Sendable {
  /// The container's background, opaque.
  public var containerColor: Color
  /// The container's corner radius in points: the shape scheme's (MDC's `cornerRadius`,
  /// 4 in Material) or the modal's own `ModalAppearance.cornerRadius`.
  ///
  /// A pixel renderer draws this radius; a terminal draws `corners`.
  public var cornerRadius: Double
  /// The container's elevation; a renderer draws a shadow when it is positive.
  public var elevation: Double
  /// The title's colour and style.
  public var title: ResolvedTextStyle
  /// The message's colour and style.
  public var message: ResolvedTextStyle
  /// The colour and style of control labels and field text.
  public var control: ResolvedTextStyle
  /// The colour and style of a text field's placeholder.
  public var placeholder: ResolvedTextStyle
  /// The colour and style of a text field's error under it, and of its box while it shows
  /// one: Caption in the scheme's error colour.
  ///
  /// Defaults to the placeholder's style for a style made from its parts.
  public var fieldError: ResolvedTextStyle
  /// The border of text fields, toggles and choice marks, opaque.
  public var controlBorderColor: Color
  /// The colour of a focus indicator drawn on the container, opaque.
  public var focusIndicatorColor: Color
  /// The colour laid over the host's content, with its opacity.
  public var scrimColor: Color
  /// One style per action, in the order of the modal's `actions`.
  public var buttons: [ResolvedButtonStyle]

  /// Makes a resolved style from its parts.
  public init(
    containerColor: Color, cornerRadius: Double, elevation: Double, title: ResolvedTextStyle,
    message: ResolvedTextStyle, control: ResolvedTextStyle, placeholder: ResolvedTextStyle,
    controlBorderColor: Color, focusIndicatorColor: Color, scrimColor: Color,
    buttons: [ResolvedButtonStyle]
  ) {
    self.containerColor = containerColor
    self.cornerRadius = max(0, cornerRadius)
    self.elevation = elevation
    self.title = title
    self.message = message
    self.control = control
    self.placeholder = placeholder
    self.fieldError = placeholder
    self.controlBorderColor = controlBorderColor
    self.focusIndicatorColor = focusIndicatorColor
    self.scrimColor = scrimColor
    self.buttons = buttons
  }

  /// Makes a resolved style from its parts, with rounded corners of Material's radius 4
  /// or square ones.
  public init(
    containerColor: Color, corners: CornerStyle, elevation: Double, title: ResolvedTextStyle,
    message: ResolvedTextStyle, control: ResolvedTextStyle, placeholder: ResolvedTextStyle,
    controlBorderColor: Color, focusIndicatorColor: Color, scrimColor: Color,
    buttons: [ResolvedButtonStyle]
  ) {
    self.init(
      containerColor: containerColor, cornerRadius: corners.radius(keeping: 0),
      elevation: elevation, title: title, message: message, control: control,
      placeholder: placeholder, controlBorderColor: controlBorderColor,
      focusIndicatorColor: focusIndicatorColor, scrimColor: scrimColor, buttons: buttons)
  }

  /// How the container's corners are drawn where there are no curves: square for a radius
  /// of 0, rounded otherwise.
  ///
  /// Setting `.rounded` keeps a positive `cornerRadius` (else makes it 4); `.square` makes
  /// it 0.
  public var corners: CornerStyle {
    get { CornerStyle(radius: cornerRadius) }
    set { cornerRadius = newValue.radius(keeping: cornerRadius) }
  }

  /// Whether a renderer should draw a shadow.
  public var castsShadow: Bool { elevation > 0 }
}

extension ResolvedModalStyle {
  /// One action's part in a resolution: what the style depends on.
  public struct ActionTraits: Hashable, Sendable {
    /// The action's emphasis.
    public var emphasis: AlertAction.Emphasis
    /// The action's role.
    public var style: AlertAction.Style
    /// Whether the action can be chosen.
    public var isEnabled: Bool
    /// Whether it is the modal's preferred (default) action, drawn most prominently.
    public var isPreferred: Bool

    /// Makes traits of an action that is not the preferred one.
    public init(emphasis: AlertAction.Emphasis, style: AlertAction.Style, isEnabled: Bool) {
      self.init(emphasis: emphasis, style: style, isEnabled: isEnabled, isPreferred: false)
    }

    /// Makes traits.
    public init(
      emphasis: AlertAction.Emphasis, style: AlertAction.Style, isEnabled: Bool,
      isPreferred: Bool = false
    ) {
      self.emphasis = emphasis
      self.style = style
      self.isEnabled = isEnabled
      self.isPreferred = isPreferred
    }
  }

  /// Resolves a modal of `kind` with `actions` from a scheme, as MDC's theming
  /// extensions do.
  ///
  /// Alerts and dialogs: surface container, Headline 6 title at high emphasis, Body 1
  /// message at medium emphasis, buttons by emphasis. Action sheets: Subtitle 1 title,
  /// Body 2 message, and every row a square text button of the Subtitle 1 role in
  /// `onSurface` (the error colour when destructive), as MDC's action sheet themer styles
  /// rows. Each text carries its role, so a renderer sizes it without asking the kind.
  ///
  /// - Parameters:
  ///   - kind: Alert, action sheet or dialog.
  ///   - hasMessage: Whether there is a message; an action sheet's title is fainter
  ///     without one.
  ///   - actions: The traits of each action, in `actions` order.
  ///   - scheme: The theme.
  ///   - scrimColor: The scrim, which the modal's presentation options carry.
  public init(
    kind: ModalKind, hasMessage: Bool, actions: [ActionTraits], scheme: ContainerScheme,
    scrimColor: Color
  ) {
    let colors = scheme.colorScheme
    let type = scheme.typographyScheme
    let surface =
      colors.surface.opaque
    func onSurface(_ opacity: Double) -> Color {
      colors.onSurface.withAlpha(opacity).composited(over: surface)
    }
    let high = onSurface(colors.highEmphasisOpacity)
    let medium = onSurface(colors.mediumEmphasisOpacity)
    let isSheet = kind == .actionSheet
    let titleStyle = ResolvedTextStyle(
      color: isSheet && !hasMessage ? medium : high, role: isSheet ? .subtitle1 : .headline6,
      in: type)
    let kinds = Self.buttonKinds(actions)
    let buttons = actions.indices.map { index -> ResolvedButtonStyle in
      let traits = actions[index]
      let destructive = traits.style == .destructive
      guard isSheet else {
        return ResolvedButtonStyle(
          kind: kinds[index], isDestructive: destructive, isEnabled: traits.isEnabled,
          scheme: scheme, surface: surface)
      }
      var row = ResolvedButtonStyle(
        kind: .text, isDestructive: destructive, isEnabled: traits.isEnabled, scheme: scheme,
        surface: surface)
      // A row is a list cell across the sheet, not a shaped button: square, sized as a
      // row's title.
      row.title = ResolvedTextStyle(
        color: traits.isEnabled ? (destructive ? colors.error : high) : row.title.color,
        style: traits.isEnabled ? type.subtitle1 : row.title.style, role: .subtitle1,
        scale: type.scale)
      row.cornerRadius = 0
      return row
    }
    self.init(
      containerColor: surface, cornerRadius: scheme.shapeScheme.cornerRadius,
      elevation: isSheet ? scheme.shapeScheme.sheetElevation : scheme.shapeScheme.dialogElevation,
      title: titleStyle,
      message: ResolvedTextStyle(color: medium, role: isSheet ? .body2 : .body1, in: type),
      control: ResolvedTextStyle(color: high, role: .body1, in: type),
      placeholder: ResolvedTextStyle(color: medium, role: .body1, in: type),
      controlBorderColor: onSurface(colors.outlineOpacity),
      focusIndicatorColor: colors.primary, scrimColor: scrimColor, buttons: buttons)
    fieldError = ResolvedTextStyle(color: colors.error, role: .caption, in: type)
  }
}

extension ResolvedModalStyle {
  /// Each button's kind from its emphasis, with the preferred action raised one step above
  /// every other button (text → outlined → contained), so that it stands out in every
  /// theme and in monochrome, whatever has focus (JET: "the default action might be more
  /// prominent").
  ///
  /// It is raised only when no other button has a higher emphasis: the emphasis is the
  /// app's design (MDC draws each button by it), and a `.low` preferred action drawn
  /// contained beside a `.high` one would make the two look equally important. A lower
  /// preferred action keeps its own kind; its place (trailing in a row, on top of a stack)
  /// and Return still mark it. When another button is already contained, the preferred
  /// one is contained too: it cannot go higher.
  static func buttonKinds(_ actions: [ActionTraits]) -> [ResolvedButtonStyle.Kind] {
    let kinds = actions.map { ResolvedButtonStyle.Kind(emphasis: $0.emphasis) }
    guard let preferred = actions.firstIndex(where: { $0.isPreferred && $0.isEnabled }) else {
      return kinds
    }
    let others = kinds.indices.filter { $0 != preferred }.map { kinds[$0].prominence }
    if let highest = others.max(), highest > kinds[preferred].prominence { return kinds }
    let target = min(2, (others.max() ?? -1) + 1)
    var raised = kinds
    if kinds[preferred].prominence < target {
      raised[preferred] =
        ResolvedButtonStyle.Kind.allCases.first { $0.prominence == target }
        ?? kinds[preferred]
    }
    return raised
  }
}

extension ResolvedButtonStyle.Kind {
  /// 0 for a text button, 1 outlined, 2 contained.
  var prominence: Int {
    switch self {
    case .text: return 0
    case .outlined: return 1
    case .contained: return 2
    }
  }
}
