@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Whether a snackbar's shadow is drawn, the same answer for every renderer.
@Suite struct SnackbarShadowTests {
  let measurer = TerminalTextMeasurer()

  @Test("a snackbar with elevation shows a shadow unless it is squeezed into its container")
  func shadow() {
    let style = ResolvedSnackbarStyle(scheme: .light)
    let roomy = SnackbarLayout.make(
      text: "Draft saved", actionTitle: nil, in: Size(width: 80, height: 24), measurer: measurer)
    let squeezed = SnackbarLayout.make(
      text: "Draft saved", actionTitle: nil, in: Size(width: 12, height: 1), measurer: measurer)
    #expect(style.castsShadow)
    #expect(roomy.showsShadow(in: style))
    #expect(squeezed.isDegraded)
    #expect(!squeezed.showsShadow(in: style))
    var flat = style
    flat.elevation = 0
    #expect(!roomy.showsShadow(in: flat))
  }
}
