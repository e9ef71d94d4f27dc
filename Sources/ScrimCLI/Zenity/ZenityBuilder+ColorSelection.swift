import ScrimCore

/// zenity's `--color-selection` options: the colour it starts on and whether the palette
/// shows.
package struct ZenityColorOptions: Hashable, Sendable {
  /// `--color`: text for `gdk_rgba_parse`; white when it is not given or not a colour.
  package var color: String?
  /// `--show-palette`: the palette of GTK's colours; without it, only the colour editor.
  package var showsPalette = false

  package init() {}
}

extension ZenityOptionTable {
  /// The colour selection's rows.
  static let colorOptions: [ZenityOption] = [
    ZenityOption("color", .string, for: [.colorSelection]) { $0.color.color = $1 },
    ZenityOption("show-palette", for: [.colorSelection]) { $0.color.showsPalette = true },
  ]
}

extension ZenityBuilder {
  /// zenity's colour selection from the core's controls, not GTK's chooser.
  ///
  /// It is a field for any colour GTK reads (its editor's entry), starting on `--color`, and with
  /// `--show-palette` a list of GTK's palette above it, whose first row, "Custom", stands
  /// for the field. OK prints the colour as GdkRGBA writes it (`rgb(r,g,b)`, or `rgba`
  /// while not opaque); a field holding no colour says so and keeps OK from it.
  func colorSelection(_ request: ZenityRequest) -> ShownBox<ZenityRequest> {
    var request = request
    // GTK's colour chooser dialog says Select, which zenity keeps without --ok-label.
    request.okLabel = request.okLabel ?? "Select"
    let dialog = makeDialog(request, message: "")
    dialog.presentationOptions.returnOnCancelChoosesDefault = true
    let start = request.color.color.flatMap(ZenityColor.init(parsing:)) ?? .white
    let field = TextField(text: start.editorText)
    field.accessibilityLabel = "Color Name"
    field.selectsAllOnFocus = true
    // GTK's colour editor takes Return in its field as "apply the text", not as Select;
    // Tab leaves for the editor's planes, where Return is Select: the Cancel that Tab
    // reaches here leaves Return to Select too.
    field.activatesDefault = false
    var palette: ChoiceList?
    if request.color.showsPalette {
      let swatches = ZenityColorPalette.swatches
      let list = ChoiceList(
        title: "Palette",
        items: [ChoiceList.Item(title: "Custom", detail: "the colour typed below")]
          + swatches.map { ChoiceList.Item(title: $0.name, detail: $0.color.editorText) })
      list.movesFocusAtEnds = false
      list.visibleRowLimit = 8
      list.showsMarks = false
      // The swatch of the colour given is chosen, as GTK selects it; "Custom" otherwise.
      list.selectedIndex = swatches.firstIndex { $0.color == start }.map { $0 + 1 } ?? 0
      dialog.addControl(.choice(list))
      palette = list
    }
    // The palette's "Custom" row picks what is typed here: only then must it be a colour.
    field.rules = [
      .custom { text in
        guard palette.map({ $0.selectedIndex == 0 }) ?? true,
          Self.typedColor(text) == nil
        else { return nil }
        return "Not a colour: type #rrggbb, #rgb, rgb(r,g,b), rgba(r,g,b,a) or a name"
      }
    ]
    dialog.addControl(.textField(field))
    let shown = ShownBox(
      request: request, modal: dialog, windowTitle: request.title ?? Self.title(of: .colorSelection)
    )
    addButtons(to: shown, dialog)
    shown.readValue = {
      var chosen = Self.typedColor(field.text) ?? start
      if let palette, palette.selectedIndex > 0 {
        chosen = ZenityColorPalette.swatches[palette.selectedIndex - 1].color
      }
      return .text(chosen.text + "\n")
    }
    return shown
  }

  /// The colour a field holds, white space around it aside.
  static func typedColor(_ text: String) -> ZenityColor? {
    let typed = ArgumentText.typed(text)
    var trimmed = Substring(typed)
    while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
    while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
    return ZenityColor(parsing: String(trimmed))
  }
}
