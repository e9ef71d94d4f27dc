import ScrimCore
import Testing

/// Checks the built-in schemes against WCAG 2.2.
///
/// 4.5:1 for text (1.4.3), 3:1 for control boundaries and focus indicators
/// (1.4.11). Disabled controls are exempt, as WCAG says, and are not checked.
@MainActor
@Suite struct ContrastTests {
  private struct Pair: CustomStringConvertible {
    let name: String
    let foreground: Color
    let background: Color
    let minimum: Double
    var ratio: Double { foreground.contrastRatio(with: background) }
    var description: String {
      "\(name): \(foreground) on \(background) is \(ratio), needs \(minimum)"
    }
  }

  private static let schemes: [(String, ContainerScheme)] = [
    ("light", .light), ("dark", .dark), ("high contrast", .highContrast),
  ]

  /// Every text/background pair a modal of `kind` themed with `scheme` produces.
  private func pairs(kind: ModalKind, scheme: ContainerScheme) -> [Pair] {
    var traits: [ResolvedModalStyle.ActionTraits] = []
    for emphasis in AlertAction.Emphasis.allCases {
      for style in AlertAction.Style.allCases {
        traits.append(.init(emphasis: emphasis, style: style, isEnabled: true))
      }
    }
    var result: [Pair] = []
    for hasMessage in [false, true] {
      let style = ResolvedModalStyle(
        kind: kind, hasMessage: hasMessage, actions: traits, scheme: scheme,
        scrimColor: scheme.colorScheme.scrim)
      let surface = style.containerColor
      result.append(
        Pair(name: "title", foreground: style.title.color, background: surface, minimum: 4.5))
      result.append(
        Pair(name: "message", foreground: style.message.color, background: surface, minimum: 4.5))
      result.append(
        Pair(name: "control", foreground: style.control.color, background: surface, minimum: 4.5))
      result.append(
        Pair(
          name: "placeholder", foreground: style.placeholder.color, background: surface,
          minimum: 4.5))
      result.append(
        Pair(
          name: "control border", foreground: style.controlBorderColor, background: surface,
          minimum: 3))
      result.append(
        Pair(name: "focus", foreground: style.focusIndicatorColor, background: surface, minimum: 3))
      for (button, trait) in zip(style.buttons, traits) {
        let name = "\(trait.emphasis) \(trait.style) button"
        result.append(
          Pair(
            name: name, foreground: button.title.color, background: button.fillColor ?? surface,
            minimum: 4.5))
        if let border = button.borderColor {
          result.append(
            Pair(name: name + " border", foreground: border, background: surface, minimum: 3))
        }
        if let fill = button.fillColor {
          result.append(
            Pair(name: name + " fill", foreground: fill, background: surface, minimum: 3))
        }
      }
    }
    return result
  }

  @Test(
    "every text pair of every built-in scheme reaches 4.5:1, borders and focus 3:1",
    arguments: 0..<3)
  func builtInSchemesMeetWCAG(schemeIndex: Int) {
    let (name, scheme) = Self.schemes[schemeIndex]
    for kind in ModalKind.allCases {
      for pair in pairs(kind: kind, scheme: scheme) {
        #expect(pair.ratio >= pair.minimum, "\(name) \(kind) \(pair)")
      }
    }
    let colors = scheme.colorScheme
    let snackbar = ResolvedSnackbarStyle(scheme: scheme)
    #expect(snackbar.text.color.contrastRatio(with: snackbar.backgroundColor) >= 4.5, "\(name)")
    #expect(snackbar.action.color.contrastRatio(with: snackbar.backgroundColor) >= 4.5, "\(name)")
    let banner = ResolvedBannerStyle(scheme: scheme)
    for text in [banner.title, banner.message, banner.button.title] {
      #expect(text.color.contrastRatio(with: banner.backgroundColor) >= 4.5, "\(name) banner")
    }
    #expect(banner.iconColor.contrastRatio(with: banner.backgroundColor) >= 3, "\(name) icon")
    #expect(colors.onPrimary.contrastRatio(with: colors.primary) >= 4.5, "\(name) onPrimary")
    #expect(colors.onSecondary.contrastRatio(with: colors.secondary) >= 4.5, "\(name) onSecondary")
    #expect(colors.onError.contrastRatio(with: colors.error) >= 4.5, "\(name) onError")
    #expect(colors.onBackground.contrastRatio(with: colors.background) >= 4.5, "\(name) background")
  }

  @Test("the contrast ratio matches WCAG's reference values")
  func referenceValues() {
    #expect(Color.black.contrastRatio(with: .white) == 21)
    #expect(Color.white.contrastRatio(with: .white) == 1)
    // #767676 on white is the classic "just passes 4.5:1" grey (4.54:1).
    let grey = Color(hex: 0x767676).contrastRatio(with: .white)
    #expect(grey > 4.5 && grey < 4.6)
    #expect(abs(Color(hex: 0x777777).contrastRatio(with: .white) - 4.48) < 0.01)
  }

  @Test("translucent text is composited over its background before measuring")
  func compositing() {
    let sixty = Color.black.withAlpha(0.6).composited(over: .white)
    #expect(sixty == Color(hex: 0x666666))
    #expect(
      Color.black.withAlpha(0.6).contrastRatio(with: .white) == sixty.contrastRatio(with: .white))
  }

  @Test("Material's own 12% outline would fail 3:1, which is why the schemes use 60%")
  func materialOutlineFails() {
    let outline = Color.black.withAlpha(0.12).composited(over: .white)
    #expect(outline.contrastRatio(with: .white) < 3)
  }
}
