// Each control of the active modal resolved to what it shows: the renderers paint these
// and read nothing from the models.
extension Stage {
  /// The controls of the session's modal as they show now, by control index.
  func controlElements(of session: ModalSession) -> [ControlElement] {
    let layout = session.layout
    var items: [Int: ModalLayout.ItemFrame] = [:]
    for item in layout.items { items[item.index] = item }
    let phase = progressMoves ? ProgressIndicator.phase(at: presenter.now) : nil
    return session.modal.controls.enumerated().map { index, control in
      switch control {
      case .text:
        return .text
      case .textField(let field):
        var element = fieldElement(
          field, frame: layout.fieldTextFrames[index], label: items[index]?.lines.first ?? "",
          labelWidth: layout.fieldLabelWidth, font: session.style.control.font)
        element.errorLines = layout.fieldErrors[index]?.lines ?? []
        return .textField(element)
      case .toggle(let toggle):
        return .toggle(isOn: toggle.isOn)
      case .choice(let list):
        let highlight = presenter.highlightedIndex(ofList: index) ?? 0
        let columns = session.content.lists[index]
        var appearance = list.appearance(
          rowCount: max(0, (items[index]?.lines.count ?? 1) - 1), columns: columns,
          highlight: highlight, isFocused: presenter.focus == .control(index),
          holdsListKeys: presenter.holdsListKeys(ofControl: index))
        let renaming = listRenaming(
          ofControl: index, appearance: appearance, columns: columns, item: items[index]?.frame,
          style: session.style)
        if let item = items[index] {
          cutColumns(of: &appearance, in: item.frame, columns: columns, style: session.style)
        }
        return .choice(
          ListElement(
            highlight: highlight, columns: columns, appearance: appearance, renaming: renaming))
      case .progress(let progress):
        let width = items[index]?.frame.width ?? 0
        let barWidth = max(
          0, width - (progress.percentage == nil ? 0 : modalMetrics.progressLabelWidth))
        let filled =
          progress.fraction.map { 0..<Int(($0 * Double(barWidth)).rounded()) }
          ?? ProgressIndicator.indeterminateSegment(width: barWidth, phase: phase)
        return .progress(
          ProgressElement(
            fraction: progress.fraction, percentage: progress.percentage, barWidth: barWidth,
            filled: filled))
      case .textArea(let area):
        return .textArea(
          textAreaView(
            area, frame: layout.textAreaTextFrames[index], font: session.style.control.font))
      case .image(let image):
        return .image(
          ImageElement(image: image.image, showsLabel: image.fallback?.isLabel ?? false))
      case .slider(let slider):
        let length = items[index]?.frame.width ?? 0
        return .slider(
          SliderElement(
            fraction: slider.fraction, valueText: slider.showsValue ? slider.valueText : nil,
            thumb: Int((slider.fraction * Double(max(0, length - 1))).rounded())))
      case .datePicker(let picker):
        return .datePicker(
          datePickerElement(
            picker, at: index, frame: items[index]?.frame, content: session.content,
            font: session.style.control.font))
      case .timePicker(let picker):
        return .timePicker(
          timePickerElement(picker, at: index, frame: items[index]?.frame, style: session.style))
      case .statusList(let list):
        return .statusList(
          statusListElement(
            list, frame: items[index]?.frame, lines: items[index]?.lines ?? [],
            font: session.style.control.font))
      }
    }
  }

  /// Each row's tag and detail cut with "…" to its column (`ListAppearance.rowFrames`) in
  /// the rows' font, for a renderer that paints the columns apart rather than the line
  /// the layout padded.
  private func cutColumns(
    of appearance: inout ListAppearance, in item: Rect, columns: ListColumns?,
    style: ResolvedModalStyle
  ) {
    guard appearance.rows.contains(where: { $0.columns != nil }) else { return }
    // The tag is painted in the controls' style, the detail in the message's.
    let tags = measurer.measurer(for: style.control.font)
    let details = measurer.measurer(for: style.message.font)
    let frames = appearance.rowFrames(in: item, columns: columns, metrics: modalMetrics)
    for (position, frame) in zip(appearance.rows.indices, frames) {
      guard let shown = appearance.rows[position].columns else { continue }
      appearance.rows[position].columns = ListRowAppearance.Columns(
        title: tags.truncate(shown.title, width: frame.title.width),
        detail: details.truncate(shown.detail, width: frame.detail.width))
    }
  }

  /// A field's view in its text frame, kept while its text, caret and width stay the same,
  /// so an idle frame measures nothing.
  private func fieldElement(
    _ field: TextField, frame: Rect?, label: String, labelWidth: Int, font: TextFont
  ) -> FieldElement {
    let width = frame?.width ?? 0
    let key = ObjectIdentifier(field)
    let view: FieldView
    if let kept = fieldViews[key], kept.revision == field.revision, kept.width == width {
      view = kept.view
    } else {
      view = field.view(width: width, measurer: measurer.measurer(for: font))
      fieldViews[key] = (field.revision, width, view)
    }
    return FieldElement(
      view: view,
      placeholder: field.text.isEmpty
        ? field.shownPlaceholder(label: label, labelWidth: labelWidth) : nil,
      isSecure: field.isSecureTextEntry)
  }
}
