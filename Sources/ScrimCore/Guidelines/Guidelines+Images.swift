/// The rule for pictures: an image a screen reader cannot name says nothing to someone who
/// cannot see it (MDC's `imageAccessibilityLabel`, WCAG's text alternative).
extension Guidelines {
  /// A warning for each image control that is neither named nor marked decorative.
  @MainActor
  static func imageRules(_ modal: any Modal) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for (index, control) in modal.controls.enumerated() {
      guard case .image(let image) = control, !image.isDecorative,
        image.image.spokenLabel == nil
      else { continue }
      found.append(
        Diagnostic(
          rule: "image.no-label", severity: .warning,
          message: "The image at control \(index + 1) has no accessibility label.",
          fixIt: "Say what the picture shows in its accessibility label, or make it "
            + "ImageControl(decorative:) when it only decorates."))
    }
    return found
  }
}
