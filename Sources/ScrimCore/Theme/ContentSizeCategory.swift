/// How large the user asked text to be, as a factor of the theme's sizes: UIKit's content
/// size category (Dynamic Type), or a desktop's text-scaling factor (GNOME's, which GTK
/// reports as `gtk-xft-dpi`, 96 dpi being 1).
///
/// A renderer sets it on the stage (`Stage.contentSizeCategory`) from its device, as it
/// sets the size; the stage resolves every text that follows it at `size(of:)` its theme's
/// size and lays it out on lines and rows as much taller (`LayoutMetrics.adjusted(for:)`).
/// A desktop gives a number rather than UIKit's named steps, so this is a factor. A
/// terminal keeps `.default`: its own font size is the user's text size.
public struct ContentSizeCategory: Hashable, Sendable {
  /// The factor the theme's text sizes are multiplied by: 1 draws them as the theme has
  /// them.
  ///
  /// Always within `scales`.
  public let scale: Double

  /// The factors honoured: GNOME offers 0.5 to 3; anything past 4 would leave no room for a
  /// dialog's text in any window.
  public static let scales: ClosedRange<Double> = 0.5...4

  /// The theme's own sizes.
  public static let `default` = ContentSizeCategory(scale: 1)

  /// Makes a category of `scale` times the theme's sizes, held within `scales`; a scale that
  /// is not a positive number (a setting that is unset or garbled) gives `.default`.
  public init(scale: Double) {
    guard scale > 0 else {
      self.scale = 1
      return
    }
    self.scale = min(max(scale, Self.scales.lowerBound), Self.scales.upperBound)
  }

  /// The size, in points, of text the theme sizes at `base` points.
  public func size(of base: Double) -> Double {
    base * scale
  }

  /// A length that holds a line of text, `base` long at the theme's sizes, in whole units.
  func length(of base: Int) -> Int {
    guard scale != 1 else { return base }
    // An app's metrics may hold any number: the result saturates rather than traps.
    let length = (Double(base) * scale).rounded()
    if length >= Double(Int.max) { return Int.max }
    if length <= Double(Int.min) { return Int.min }
    return Int(length)
  }
}

extension TypeScale {
  /// The scale with every role's size adjusted for `category`.
  public func adjusted(for category: ContentSizeCategory) -> TypeScale {
    TypeScale(
      headline6: category.size(of: headline6), subtitle1: category.size(of: subtitle1),
      body1: category.size(of: body1), body2: category.size(of: body2),
      button: category.size(of: button), caption: category.size(of: caption))
  }
}

extension ContainerScheme {
  /// The user's text size as text of this scheme follows it: `category`, or `.default`
  /// when its typography does not (`TypographyScheme.adjustsFontForContentSizeCategory`).
  public func contentSizeCategory(_ category: ContentSizeCategory) -> ContentSizeCategory {
    typographyScheme.adjustsFontForContentSizeCategory ? category : .default
  }

  /// The scheme with its type scale adjusted for `category` as it follows it
  /// (`contentSizeCategory(_:)`).
  public func adjusted(for category: ContentSizeCategory) -> ContainerScheme {
    let followed = contentSizeCategory(category)
    guard followed != .default else { return self }
    var scheme = self
    scheme.typographyScheme.scale = typographyScheme.scale.adjusted(for: followed)
    return scheme
  }
}

extension LayoutMetrics {
  /// The metrics for text adjusted for `category`: lines as much taller as their text, and
  /// the rows and buttons that hold a line taller by as much as the line grew, keeping
  /// their padding and never below their own height (a touch target stays a touch
  /// target); the widths made for a number of characters scale with them.
  ///
  /// Margins, paddings and the container's widths stay: as under Dynamic Type, text wraps
  /// into more lines rather than the dialog growing past its maximum.
  public func adjusted(for category: ContentSizeCategory) -> LayoutMetrics {
    guard category != .default else { return self }
    var metrics = self
    let body = category.length(of: bodyLineHeight)
    let growth = body - bodyLineHeight
    func holdingLine(_ height: Int) -> Int {
      let (grown, overflow) = height.addingReportingOverflow(growth)
      return overflow ? (growth > 0 ? Int.max : height) : max(height, grown)
    }
    metrics.titleLineHeight = category.length(of: titleLineHeight)
    metrics.bodyLineHeight = body
    metrics.controlHeight = holdingLine(controlHeight)
    metrics.buttonHeight = holdingLine(buttonHeight)
    metrics.sheetRowHeight = holdingLine(sheetRowHeight)
    metrics.snackbarButtonHeight = holdingLine(snackbarButtonHeight)
    metrics.minimumSnackbarHeight = holdingLine(minimumSnackbarHeight)
    metrics.minimumTextWidth = category.length(of: minimumTextWidth)
    metrics.minimumFieldWidth = category.length(of: minimumFieldWidth)
    metrics.progressLabelWidth = category.length(of: progressLabelWidth)
    return metrics
  }
}

extension Modal {
  /// The user's text size as this modal follows it: `category`, or `.default` when the
  /// modal opted out (`ModalAppearance.adjustsFontForContentSizeCategory`) or, having no
  /// say of its own, its scheme (its applied one, else `fallback`) did.
  ///
  /// An opted-out modal keeps its theme's sizes and the metrics it would have at 1.
  public func contentSizeCategory(
    _ category: ContentSizeCategory, fallback: ContainerScheme = .light
  ) -> ContentSizeCategory {
    guard let follows = appearance.adjustsFontForContentSizeCategory else {
      return (containerScheme ?? fallback).contentSizeCategory(category)
    }
    return follows ? category : .default
  }

  /// The modal's look, resolved as `resolvedStyle(fallback:)` does, with its text sized for
  /// `category` as the modal follows it (`contentSizeCategory(_:fallback:)`).
  public func resolvedStyle(
    fallback: ContainerScheme = .light, contentSize category: ContentSizeCategory
  ) -> ResolvedModalStyle {
    let followed = contentSizeCategory(category, fallback: fallback)
    guard followed != .default else { return resolvedStyle(fallback: fallback) }
    var scheme = containerScheme ?? fallback
    // The modal's own say wins over its scheme's.
    scheme.typographyScheme.adjustsFontForContentSizeCategory = true
    return resolvedStyle(scheme: scheme.adjusted(for: followed))
  }
}
