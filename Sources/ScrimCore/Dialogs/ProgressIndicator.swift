/// Material's linear progress indicator: a bar that fills as work is done, or, when how
/// much is unknown, a segment that runs along its track.
///
/// A dialog holding one may be presented without actions; the app ends it with
/// `Presenter.dismiss(_:)` when the work is done.
///
///     let progress = ProgressIndicator(fraction: 0)
///     dialog.addControl(.progress(progress))
///     progress.fraction = 0.4
@MainActor
public final class ProgressIndicator {
  /// How much is done, from 0 to 1, or nil when unknown (indeterminate).
  ///
  /// Values outside 0...1 are clamped; NaN counts as unknown.
  public var fraction: Double? {
    didSet {
      let clean = Self.clean(fraction)
      if clean != fraction || fraction?.isNaN == true { fraction = clean }
      if fraction != oldValue { revision &+= 1 }
    }
  }
  /// How far the fraction must move before a screen reader hears it again.
  ///
  /// Defaults to 0.1: every 10%, never every percent. The dialog's message changing is
  /// always announced.
  public var announcementStep: Double = 0.1
  /// What a screen reader reads as its name.
  ///
  /// Defaults to "Progress".
  public var accessibilityLabel = "Progress"

  package private(set) var revision = 0

  /// Makes an indicator; nil makes it indeterminate.
  public init(fraction: Double? = nil) {
    self.fraction = Self.clean(fraction)
  }

  /// Whether how much is done is unknown.
  public var isIndeterminate: Bool { fraction == nil }

  /// The fraction as a whole percentage, or nil when indeterminate.
  public var percentage: Int? {
    fraction.map { Int(($0 * 100).rounded(.down)) }
  }

  /// The step the fraction is in, counting `announcementStep`s; nil when indeterminate.
  package var currentStep: Int? {
    guard let fraction else { return nil }
    let step = announcementStep > 0 && announcementStep.isFinite ? announcementStep : 0.1
    return Int((fraction / step + 1e-9).rounded(.down))
  }

  private static func clean(_ value: Double?) -> Double? {
    guard let value, !value.isNaN else { return nil }
    return min(1, max(0, value))
  }
}
