/// The fonts of a modal's runs of text, which its layout measures each run in: the
/// title's, the message's, the controls' and the buttons'.
@_spi(Renderer) public struct ModalFonts: Hashable, Sendable {
  /// The title's (Headline 6 in an alert or dialog, Subtitle 1 in a sheet).
  public var title: TextFont
  /// The message's and static texts' (Body 1, or Body 2 in a sheet).
  public var message: TextFont
  /// Control labels', field text's and list rows' (Body 1).
  public var control: TextFont
  /// A choice list's title's (Body 1, bold: `ResolvedModalStyle.listTitle`).
  public var listTitle: TextFont
  /// The button titles' (Button, or Subtitle 1 for a sheet's rows).
  public var button: TextFont
  /// A text field's error's (Caption: `ResolvedModalStyle.fieldError`).
  public var fieldError = TextFont(.caption)

  /// The fonts Material's themes give a modal of `kind`.
  public init(kind: ModalKind) {
    let isSheet = kind == .actionSheet
    title = TextFont(isSheet ? .subtitle1 : .headline6)
    message = TextFont(isSheet ? .body2 : .body1)
    control = TextFont(.body1)
    listTitle = control
    listTitle.weight = .bold
    button = TextFont(isSheet ? .subtitle1 : .button)
  }

  /// The fonts of a resolved style's runs; a modal without buttons keeps `kind`'s.
  public init(_ style: ResolvedModalStyle, kind: ModalKind) {
    self.init(kind: kind)
    title = style.title.font
    message = style.message.font
    control = style.control.font
    listTitle = style.listTitle.font
    fieldError = style.fieldError.font
    if let first = style.buttons.first { button = first.title.font }
  }
}

/// The measurers of a modal's runs, each in its font.
struct ModalMeasurers {
  var title: any TextMeasurer
  var message: any TextMeasurer
  var control: any TextMeasurer
  var listTitle: any TextMeasurer
  var button: any TextMeasurer
  var fieldError: any TextMeasurer

  init(_ fonts: ModalFonts, _ measurer: some TextMeasurer) {
    title = measurer.measurer(for: fonts.title)
    message = measurer.measurer(for: fonts.message)
    control = measurer.measurer(for: fonts.control)
    listTitle = measurer.measurer(for: fonts.listTitle)
    button = measurer.measurer(for: fonts.button)
    fieldError = measurer.measurer(for: fonts.fieldError)
  }
}
