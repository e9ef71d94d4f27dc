/// A complete theme: colours, typography and shapes, as `MDCContainerScheme` bundles
/// them.
///
/// Apply one to a component with `applyTheme(withScheme:)`; a renderer then reads the
/// component's resolved style.
///
///     alert.applyTheme(withScheme: .dark)
///     let style = alert.resolvedStyle()
public struct ContainerScheme: Hashable, Sendable {
  /// The colours by role.
  public var colorScheme: ColorScheme
  /// The typographic roles.
  public var typographyScheme: TypographyScheme
  /// The shapes and elevations.
  public var shapeScheme: ShapeScheme

  /// Makes a scheme; each part defaults to the light Material value.
  public init(
    colorScheme: ColorScheme = .light, typographyScheme: TypographyScheme = .material,
    shapeScheme: ShapeScheme = .material
  ) {
    self.colorScheme = colorScheme
    self.typographyScheme = typographyScheme
    self.shapeScheme = shapeScheme
  }

  /// The seed's defaults: white surface, corner radius 4, scrim black at 32%, snackbar
  /// #323232 at elevation 6, Headline 6 titles and Body 1 messages.
  public static let light = ContainerScheme()

  /// Material's dark theme with Material's typography and shapes.
  public static let dark = ContainerScheme(colorScheme: .dark)

  /// Black and white, full-opacity text, no dim styles, square corners, no shadows.
  public static let highContrast = ContainerScheme(
    colorScheme: .highContrast, typographyScheme: .highContrast, shapeScheme: .flat)

  /// Every built-in scheme, for catalogues and tests.
  public static let builtIn: [ContainerScheme] = [.light, .dark, .highContrast]
}
