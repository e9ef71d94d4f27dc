/// Everything a renderer needs to draw a menu, resolved from a container scheme: a
/// Material menu's surface, elevation and rows.
@_spi(Renderer) public struct ResolvedMenuStyle: Hashable, Sendable {
  /// The panels' background, opaque.
  public var containerColor: Color
  /// The panels' border (drawn where there is no shadow to show the edge), opaque.
  public var borderColor: Color
  /// The corner radius in points; a terminal draws `corners`.
  public var cornerRadius: Double
  /// The panels' elevation; positive casts a shadow.
  public var elevation: Double
  /// The menu's title over its entries.
  public var title: ResolvedTextStyle
  /// An entry that can be chosen.
  public var item: ResolvedTextStyle
  /// A destructive entry.
  public var destructiveItem: ResolvedTextStyle
  /// An entry that cannot be chosen.
  public var disabledItem: ResolvedTextStyle
  /// The highlighted entry's fill.
  public var highlightColor: Color
  /// The highlighted entry's text, opaque.
  public var highlightedTextColor: Color

  /// Resolves a menu's style from a scheme: the surface at Material's menu elevation (8),
  /// Subtitle 1 entries at high emphasis, the title in Body 2 at medium emphasis, the
  /// destructive ones in the error colour, the disabled ones faint, the highlighted one
  /// filled with the primary colour.
  public init(scheme: ContainerScheme) {
    let colors = scheme.colorScheme
    let type = scheme.typographyScheme
    let surface = colors.surface.opaque
    func onSurface(_ opacity: Double) -> Color {
      colors.onSurface.withAlpha(opacity).composited(over: surface)
    }
    containerColor = surface
    borderColor = onSurface(colors.outlineOpacity)
    cornerRadius = scheme.shapeScheme.cornerRadius
    elevation = 8
    title = ResolvedTextStyle(
      color: onSurface(colors.mediumEmphasisOpacity), role: .body2, in: type)
    item = ResolvedTextStyle(
      color: onSurface(colors.highEmphasisOpacity), role: .subtitle1, in: type)
    destructiveItem = ResolvedTextStyle(
      color: colors.error.composited(over: surface), role: .subtitle1, in: type)
    disabledItem = ResolvedTextStyle(
      color: onSurface(colors.disabledOpacity), role: .subtitle1, in: type)
    highlightColor = colors.primary.composited(over: surface)
    highlightedTextColor = colors.onPrimary.composited(over: highlightColor)
  }

  /// How much white a pixel renderer lays over the panels: Material's dark-theme
  /// elevation overlay, as for modals.
  public var elevationOverlayOpacity: Double {
    ResolvedModalStyle.elevationOverlayOpacity(surface: containerColor, elevation: elevation)
  }

  /// How the corners are drawn where there are no curves.
  public var corners: CornerStyle { cornerRadius > 0 ? .rounded : .square }
}
