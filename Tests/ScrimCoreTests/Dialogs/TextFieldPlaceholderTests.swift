@_spi(Renderer) import ScrimCore
import Testing

/// An empty field's placeholder, as every renderer shows it.
@MainActor
@Suite struct TextFieldPlaceholderTests {
  @Test("a label beside the field that says the same hides the placeholder")
  func repeatsTheLabel() {
    let field = TextField(placeholder: "Name")
    #expect(field.shownPlaceholder(label: "Name", labelWidth: 6) == "")
  }

  @Test("without a label column the placeholder is what names the field")
  func noLabelColumn() {
    let field = TextField(placeholder: "Name")
    #expect(field.shownPlaceholder(label: "Name", labelWidth: 0) == "Name")
  }

  @Test("a label that says something else leaves the placeholder as a hint")
  func differentLabel() {
    let field = TextField(placeholder: "ada@example.com")
    field.accessibilityLabel = "Email"
    #expect(field.shownPlaceholder(label: "Email", labelWidth: 6) == "ada@example.com")
    #expect(field.shownPlaceholder(label: "Emai…", labelWidth: 6) == "ada@example.com")
  }
}
