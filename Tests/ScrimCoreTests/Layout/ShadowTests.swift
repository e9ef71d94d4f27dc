@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Whether a snackbar's or a modal's shadow is drawn, the same answer for every renderer.
@Suite struct ShadowTests {
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

  @Test("a modal with elevation shows a shadow unless it fills a container too small for it")
  func modalShadow() {
    let content = ModalContent(
      title: "Delete draft?", message: "Gone for good.", buttonTitles: ["CANCEL", "DELETE"])
    let style = ResolvedModalStyle(
      kind: .alert, hasMessage: true,
      actions: [
        .init(emphasis: .low, style: .cancel, isEnabled: true),
        .init(emphasis: .high, style: .destructive, isEnabled: true),
      ], scheme: .light, scrimColor: .black)
    let roomy = ModalLayout.make(for: content, in: Size(width: 80, height: 24), measurer: measurer)
    let squeezed = ModalLayout.make(
      for: content, in: Size(width: 9, height: 2), measurer: measurer)
    #expect(style.castsShadow)
    #expect(roomy.showsShadow(in: style))
    #expect(squeezed.isDegraded && !squeezed.showsShadow(in: style))
    var flat = style
    flat.elevation = 0
    #expect(!roomy.showsShadow(in: flat))
  }
}
