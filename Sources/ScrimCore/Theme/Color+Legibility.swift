extension Color {
  /// This colour at `opacity` composited over `background`, or at the least opacity above
  /// it (in hundredths) that reads at WCAG's 4.5:1 for text, or opaque.
  ///
  /// Material gives some text a fixed translucency (a snackbar action's white at 60%) that
  /// passes on its own background but not on every theme's: the dark scheme's light
  /// snackbar would draw the action at 4.2:1. The design's opacity is kept where it reads,
  /// and raised only as far as it must.
  func legible(atLeast opacity: Double, over background: Color) -> Color {
    let start = Int((min(max(opacity, 0), 1) * 100).rounded(.up))
    for percent in start...100 {
      let color = withAlpha(alpha * Double(percent) / 100).composited(over: background)
      if color.contrastRatio(with: background) >= 4.5 { return color }
    }
    return opaque.composited(over: background)
  }
}
