/// One of the roles of a `TypographyScheme`: which of the theme's styles a text takes and,
/// where text comes in sizes, how large it is drawn.
///
/// The core resolves each text of a modal to a role (`ResolvedTextStyle.role`), so a pixel
/// renderer takes the size from it rather than deciding by the kind of modal it paints.
public enum TypographyRole: Hashable, Sendable, CaseIterable {
  /// Titles of alerts and dialogs (Material: 20 pt medium).
  case headline6
  /// Titles of action sheets and their rows, and banner titles (Material: 16 pt regular).
  case subtitle1
  /// Alert and dialog messages, control labels and field text (Material: 16 pt regular).
  case body1
  /// Action-sheet messages and banner text (Material: 14 pt regular).
  case body2
  /// Button titles (Material: 14 pt medium, capitals).
  case button
  /// Small supporting text (Material: 12 pt regular).
  case caption
}

extension TypographyScheme {
  /// The scheme's style for `role`.
  public func style(for role: TypographyRole) -> TextStyle {
    switch role {
    case .headline6: return headline6
    case .subtitle1: return subtitle1
    case .body1: return body1
    case .body2: return body2
    case .button: return button
    case .caption: return caption
    }
  }
}
