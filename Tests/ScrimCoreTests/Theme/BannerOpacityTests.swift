import ScrimCore
import Testing

/// Where a banner's background opacity comes from: the scheme, overridden per banner.
@Suite struct BannerOpacityTests {
  @Test("banners are opaque by default, as Material's are")
  func opaqueByDefault() {
    for scheme in ContainerScheme.builtIn {
      #expect(scheme.colorScheme.bannerBackgroundOpacity == 1)
      let style = ResolvedBannerStyle(scheme: scheme).applying(Banner(description: "Saved"))
      #expect(style.backgroundOpacity == 1)
      #expect(!style.isTranslucent)
    }
  }

  @Test("the scheme's opacity resolves into the style, and a banner's own wins")
  func schemeThenBanner() {
    var scheme = ContainerScheme.dark
    scheme.colorScheme.bannerBackgroundOpacity = 0.95
    #expect(ResolvedBannerStyle(scheme: scheme).backgroundOpacity == 0.95)
    var banner = Banner(description: "Saved")
    banner.backgroundOpacity = 0.9
    #expect(ResolvedBannerStyle(scheme: scheme).applying(banner).backgroundOpacity == 0.9)
    banner.backgroundOpacity = 7
    #expect(ResolvedBannerStyle(scheme: scheme).applying(banner).backgroundOpacity == 1)
    banner.backgroundOpacity = .nan
    #expect(ResolvedBannerStyle(scheme: scheme).applying(banner).backgroundOpacity == 1)
  }
}
