/// How a snackbar is drawn, resolved from a container scheme.
///
/// MDC's snackbar has no theming extension; these are its defaults expressed as roles:
/// the `snackbarBackground` role (#323232 in the light scheme) with `onSnackbarBackground`
/// text in Body 2, and the action in the button style and the same colour (MDC's white
/// at 60% would fall below 4.5:1 on the dark scheme's light snackbar).
public struct ResolvedSnackbarStyle: Hashable, Sendable {
  /// The background, opaque.
  public var backgroundColor: Color
  /// The message's colour and style.
  public var text: ResolvedTextStyle
  /// The action title's colour and style.
  public var action: ResolvedTextStyle
  /// How the corners are drawn.
  public var corners: CornerStyle
  /// The elevation; a renderer draws a shadow when it is positive.
  public var elevation: Double

  /// Resolves a snackbar's style from a scheme.
  public init(scheme: ContainerScheme) {
    let colors = scheme.colorScheme
    let background =
      colors.snackbarBackground.alpha < 1
      ? colors.snackbarBackground.composited(over: colors.background) : colors.snackbarBackground
    let onBackground = colors.onSnackbarBackground.composited(over: background)
    backgroundColor = background
    text = ResolvedTextStyle(color: onBackground, style: scheme.typographyScheme.body2)
    action = ResolvedTextStyle(color: onBackground, style: scheme.typographyScheme.button)
    corners = scheme.shapeScheme.corners
    elevation = scheme.shapeScheme.snackbarElevation
  }

  /// Whether a renderer should draw a shadow.
  public var castsShadow: Bool { elevation > 0 }
}

/// How a banner is drawn, resolved from a container scheme (MDC's `MDCBannerView`
/// theming: surface background, Body 2 text at high emphasis, text buttons, a divider
/// and a primary-tinted icon).
public struct ResolvedBannerStyle: Hashable, Sendable {
  /// The background, opaque.
  public var backgroundColor: Color
  /// How much of `backgroundColor` covers what is beneath, from 0 to 1.
  ///
  /// The scheme's `bannerBackgroundOpacity`, or the banner's own (`applying(_:)`). Text
  /// colours are resolved over the opaque colour.
  public var backgroundOpacity: Double = 1
  /// The title's colour and style.
  public var title: ResolvedTextStyle
  /// The description's colour and style.
  public var message: ResolvedTextStyle
  /// The buttons' style: text buttons, as MDC themes both banner buttons.
  public var button: ResolvedButtonStyle
  /// The icon's colour.
  public var iconColor: Color
  /// The divider's colour: `onSurface` at the outline opacity, so the one-cell line a
  /// terminal draws holds 3:1 (Material's 12% is 1.3:1, invisible in high contrast).
  public var dividerColor: Color

  /// Resolves a banner's style from a scheme.
  public init(scheme: ContainerScheme) {
    let colors = scheme.colorScheme
    let surface =
      colors.surface.opaque
    let high = colors.onSurface.withAlpha(colors.highEmphasisOpacity).composited(over: surface)
    backgroundColor = surface
    title = ResolvedTextStyle(color: high, style: scheme.typographyScheme.subtitle1)
    message = ResolvedTextStyle(color: high, style: scheme.typographyScheme.body2)
    button = ResolvedButtonStyle(
      kind: .text, isDestructive: false, isEnabled: true, scheme: scheme, surface: surface)
    iconColor = colors.primary
    dividerColor = colors.onSurface.withAlpha(colors.outlineOpacity).composited(over: surface)
    backgroundOpacity = Self.clamped(colors.bannerBackgroundOpacity)
  }
}
