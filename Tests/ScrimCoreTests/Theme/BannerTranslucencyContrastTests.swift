import ScrimCore
import Testing

/// WCAG AA for a translucent banner: its text is checked against the worst background the
/// blend can make, whatever the content beneath.
@Suite struct BannerTranslucencyContrastTests {
  /// The lowest contrast `text` can have over `surface` at `opacity` laid over any colour.
  ///
  /// The blend's luminance grows with each channel of what is beneath, so over all
  /// colours it spans the interval between the blend over black and over white. Contrast
  /// falls as the background's luminance nears the text's: it is 1 when the text's
  /// luminance is inside the interval, else the nearer end's.
  static func worstContrast(of text: Color, surface: Color, opacity: Double) -> Double {
    let layer = surface.withAlpha(opacity)
    let darkest = layer.composited(over: .black)
    let lightest = layer.composited(over: .white)
    let luminance = text.relativeLuminance
    if luminance >= darkest.relativeLuminance, luminance <= lightest.relativeLuminance {
      return 1
    }
    return min(text.contrastRatio(with: darkest), text.contrastRatio(with: lightest))
  }

  /// Every text of the banner with its minimum: 4.5 for text, 3 for the icon.
  static func texts(_ style: ResolvedBannerStyle) -> [(String, Color, Double)] {
    [
      ("title", style.title.color, 4.5), ("message", style.message.color, 4.5),
      ("button", style.button.title.color, 4.5), ("icon", style.iconColor, 3),
    ]
  }

  static func failures(_ style: ResolvedBannerStyle) -> [String] {
    texts(style).compactMap { name, color, minimum in
      let ratio = worstContrast(
        of: color, surface: style.backgroundColor, opacity: style.backgroundOpacity)
      return ratio >= minimum ? nil : "\(name) \(color): \(ratio) < \(minimum)"
    }
  }

  @Test("every built-in scheme's banner keeps AA over any content at its own opacity")
  func builtInSchemes() {
    for scheme in ContainerScheme.builtIn {
      #expect(Self.failures(ResolvedBannerStyle(scheme: scheme)).isEmpty, "\(scheme.colorScheme)")
    }
  }

  @Test("the opacity the snapshots picture (0.9) keeps AA in light and dark")
  func picturedOpacity() {
    var banner = Banner(description: "Saved")
    banner.backgroundOpacity = 0.9
    for scheme in [ContainerScheme.light, .dark] {
      let style = ResolvedBannerStyle(scheme: scheme).applying(banner)
      #expect(style.backgroundOpacity == 0.9)
      #expect(Self.failures(style).isEmpty, "\(Self.failures(style))")
    }
  }

  @Test("the worst case finds what one background would hide: half-transparent white fails")
  func worstCaseIsWorst() {
    var scheme = ContainerScheme.light
    scheme.colorScheme.bannerBackgroundOpacity = 0.5
    let style = ResolvedBannerStyle(scheme: scheme)
    // Over white, a half-transparent white banner is still white: one background passes.
    #expect(style.title.color.contrastRatio(with: .white) >= 4.5)
    #expect(!Self.failures(style).isEmpty)
    // Text between the blend over black and over white can vanish entirely.
    #expect(Self.worstContrast(of: Color(hex: 0x808080), surface: .white, opacity: 0.5) == 1)
  }
}
