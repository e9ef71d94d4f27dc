import ScrimCore
import Testing

/// MDC's `cornerRadius` is a number, not "rounded or square": the resolved styles carry
/// it so that a pixel renderer draws it, and a terminal draws rounded corners for any
/// positive radius.
@MainActor
@Suite struct CornerRadiusTests {
  private func alert() -> AlertController {
    let alert = AlertController(title: "Archive?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Archive", emphasis: .high))
    return alert
  }

  @Test("the default radius is Material's 4, for modals, their buttons and snackbars")
  func defaultIsFour() {
    let style = alert().resolvedStyle()
    #expect(style.cornerRadius == 4 && style.corners == .rounded)
    #expect(style.buttons.allSatisfy { $0.cornerRadius == 4 })
    #expect(ResolvedSnackbarStyle(scheme: .light).cornerRadius == 4)
  }

  @Test("a per-modal radius and the shape scheme's both reach the resolved style")
  func overridesKeepTheNumber() {
    let alert = alert()
    alert.appearance.cornerRadius = 12
    #expect(alert.resolvedStyle().cornerRadius == 12)
    alert.appearance.cornerRadius = 0
    #expect(alert.resolvedStyle().cornerRadius == 0 && alert.resolvedStyle().corners == .square)
    alert.appearance.cornerRadius = nil
    var scheme = ContainerScheme.light
    scheme.shapeScheme.cornerRadius = 8
    alert.applyTheme(withScheme: scheme)
    #expect(alert.resolvedStyle().cornerRadius == 8)
    #expect(ResolvedSnackbarStyle(scheme: scheme).cornerRadius == 8)
  }

  @Test("setting only a corner style keeps a positive radius, or gives Material's 4")
  func cornerStyleSetter() {
    var style = alert().resolvedStyle()
    style.cornerRadius = 10
    style.corners = .rounded
    #expect(style.cornerRadius == 10)
    style.corners = .square
    #expect(style.cornerRadius == 0)
    style.corners = .rounded
    #expect(style.cornerRadius == 4)
  }
}
