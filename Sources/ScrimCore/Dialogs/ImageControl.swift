/// A picture among a dialog's or an alert's controls: JET's alert "may contain images or
/// other controls that are necessary for users to make the decision".
///
///     let chart = ImageControl(
///       ModalImage(glyph: "▁▃▅▇", source: .file("/tmp/usage.png")),
///       accessibilityLabel: "Disk usage: 92% full", size: Size(width: 96, height: 64))
///     alert.accessoryControls = [.image(chart)]
///
/// It takes no focus. A pixel renderer draws the picture (a themed icon or a file it loads
/// itself: the core does no I/O) at `size`, centred in the body, and a screen reader reads
/// it as an image named by its label. Where the picture cannot be drawn (a terminal, a
/// file that is missing) the glyph stands in for it, else the label: a terminal draws
/// "[Disk usage: 92% full]", line mode says "Image: Disk usage: 92% full".
public struct ImageControl: Hashable, Sendable {
  /// The side of an image whose size was not given: 48 pt, Material's large icon.
  public static let defaultSide = 48

  /// The picture: its source, glyph, tint and label.
  public var image: ModalImage
  /// The picture's size in points; a renderer in cells shows its glyph or label instead.
  ///
  /// Defaults to 48×48. A picture wider than the body is scaled down to it, its aspect
  /// kept.
  public var size: Size
  /// Whether the picture only decorates: then it is left out of the accessibility tree and
  /// line mode, and where it cannot be drawn only its glyph stands in for it.
  ///
  /// Defaults to false: an image says something, and its label says what.
  public var isDecorative: Bool

  /// Makes an image that a screen reader names `accessibilityLabel`.
  ///
  /// - Parameters:
  ///   - image: The picture; its own label is replaced by `accessibilityLabel`.
  ///   - accessibilityLabel: What the picture shows, for screen readers and where it
  ///     cannot be drawn.
  ///   - size: Its size in points. Defaults to 48×48.
  public init(
    _ image: ModalImage, accessibilityLabel: String,
    size: Size = Size(width: defaultSide, height: defaultSide)
  ) {
    self.image = image
    self.image.accessibilityLabel = accessibilityLabel
    self.size = size
    self.isDecorative = false
  }

  /// Makes an image that only decorates: no screen reader reads it.
  ///
  /// - Parameters:
  ///   - image: The picture; its label, if any, is not read.
  ///   - size: Its size in points. Defaults to 48×48.
  public init(
    decorative image: ModalImage, size: Size = Size(width: defaultSide, height: defaultSide)
  ) {
    self.image = image
    self.size = size
    self.isDecorative = true
  }

  /// The label a screen reader reads: the image's, or "" when it has none (its role still
  /// says an image is there); nil when it is decorative.
  var spokenLabel: String? {
    isDecorative ? nil : (image.spokenLabel ?? "")
  }

  /// What stands in for the picture where it cannot be drawn: the glyph, else the label
  /// (`isLabel`), else nothing.
  var fallback: (text: String, isLabel: Bool)? {
    if let glyph = image.glyph, !glyph.isBlank { return (glyph, false) }
    if !isDecorative, let label = image.spokenLabel { return (label, true) }
    return nil
  }
}

extension Control {
  /// Whether this is an image that only decorates, which no screen reader reads.
  var isDecorativeImage: Bool {
    if case .image(let image) = self { return image.isDecorative }
    return false
  }
}
