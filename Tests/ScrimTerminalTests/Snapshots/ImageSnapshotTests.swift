import ScrimCore
import ScrimTerminal
import Testing

/// Pictures of issue 24's images and translucency: an alert with MDC's title icon, and a
/// JET banner that is semi-transparent with an image pictured by its label.
@MainActor
@Suite struct ImageSnapshotTests {
  /// An alert whose title icon is a tinted glyph with a label, as MDC's `titleIcon`.
  static func alertWithTitleIcon(_ scheme: ContainerScheme) -> AlertController {
    let alert = AlertController(
      title: "Storage almost full",
      message: "Free up space to keep syncing your drafts.", preferredStyle: .alert)
    alert.titleIcon = ModalImage(
      glyph: "⚠", source: .themedIcon("dialog-warning"), tintColor: scheme.colorScheme.error,
      accessibilityLabel: "Warning")
    alert.addAction(AlertAction(title: "Later", style: .cancel))
    alert.addAction(AlertAction(title: "Manage"))
    alert.applyTheme(withScheme: scheme)
    return alert
  }

  /// A bottom banner at 90% opacity whose image has no glyph, so the terminal shows its
  /// label.
  static var translucentBanner: Banner {
    var banner = Banner(
      title: "Backup finished", description: "All 1,204 files are on the server.",
      position: .top, duration: .seconds(60))
    banner.image = ModalImage(
      source: .file("/usr/share/backup/done.png"), accessibilityLabel: "Done")
    banner.backgroundOpacity = 0.9
    return banner
  }

  @Test(arguments: [Look.light, .dark])
  func alertTitleIcon(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 60, height: 14))
    try stage.app.present(Self.alertWithTitleIcon(look.scheme))
    try stage.settle()
    stage.expectSnapshot(named: "titleIcon-\(look.rawValue)-60x14")
  }

  @Test(arguments: [Look.light, .dark])
  func translucentBanner(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 60, height: 10))
    // What the banner blends over where the host uses the terminal's default colours:
    // the SVG's own default background, so the picture shows what a terminal would.
    stage.app.defaultColors = (foreground: Color(hex: 0xD4D4D4), background: Color(hex: 0x1E1E1E))
    try stage.app.show(Self.translucentBanner)
    try stage.settle()
    stage.expectSnapshot(named: "translucentBanner-\(look.rawValue)-60x10")
  }
}
