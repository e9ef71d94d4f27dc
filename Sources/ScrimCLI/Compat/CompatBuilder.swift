import ScrimCore

/// Makes each box a core `Dialog` that keeps the replaced program's contract: its buttons
/// in its order and with its words, its default, its keys, and a reader for what it writes.
@MainActor
struct CompatBuilder {
  let program: CompatProgram
  /// Reads a textbox's file; tests pass their own.
  var readFile: (String) throws(CompatUsageError) -> String = CompatFile.read

  func make(_ box: CompatBox) throws(CompatUsageError) -> ShownBox<CompatBox> {
    let options = box.options
    let text = CompatText.shown(box.text, program: program, options: options)
    let dialog = Dialog(title: options.title.map(ArgumentText.shown) ?? "")
    if options.title == nil { dialog.title = nil }
    let shown = ShownBox(dialog: dialog, box: box)
    let labels = CompatLabels(program: program, options: options)
    // Scripts' users back out with Esc (exit 255) and never lose a box to a stray click.
    dialog.presentationOptions.dismissOnEscape = true
    dialog.presentationOptions.dismissOnBackgroundTap = false
    dialog.presentationOptions.buttonOrder = .asAdded
    dialog.presentationOptions.arrowKeysWrap = program == .dialog
    if ![.textbox, .tailbox, .tailboxbg, .editbox].contains(box.kind) {
      dialog.message = text.isEmpty ? nil : ArgumentText.shown(text)
    }
    switch box.kind {
    case .msgbox:
      _ = try box.optionalArgument()
      shown.addButton(labels.ok, .ok)
      if options.helpButton { shown.addButton(labels.help, .help) }
    case .yesno:
      _ = try box.optionalArgument()
      let yes = shown.addButton(labels.yes, .ok)
      if options.extraButton { shown.addButton(labels.extra, .extra(0)) }
      let no = shown.addButton(labels.no, .cancel, style: .cancel)
      if options.helpButton { shown.addButton(labels.help, .help) }
      dialog.preferredAction = options.defaultNo ? no : yes
    case .infobox:
      _ = try box.optionalArgument()
    case .inputbox, .passwordbox:
      let field = TextField(text: ArgumentText.shown(try box.optionalArgument() ?? ""))
      field.isSecureTextEntry = box.kind == .passwordbox
      field.accessibilityLabel = "Answer"
      dialog.addControl(.textField(field))
      let given = try box.optionalArgument() ?? ""
      shown.readValue = {
        .text(field.text == ArgumentText.shown(given) ? given : ArgumentText.typed(field.text))
      }
      addOKCancel(to: shown, labels: labels)
      if options.helpButton { shown.addButton(labels.help, .help) }
    case .textbox:
      _ = try box.optionalArgument()
      try addTextbox(to: shown, labels: labels)
    case .menu, .checklist, .radiolist:
      _ = try addList(to: shown)
      addOKCancel(to: shown, labels: labels)
      if options.helpButton { shown.addButton(labels.help, .help) }
    case .form, .mixedform, .passwordform:
      try addForm(to: shown)
      addOKCancel(to: shown, labels: labels)
      if options.helpButton { shown.addButton(labels.help, .help) }
    case .gauge:
      let percent = try box.optionalArgument().flatMap { Int($0.trimmed) } ?? 0
      let meter = ProgressIndicator(fraction: Double(min(max(percent, 0), 100)) / 100)
      dialog.addControl(.progress(meter))
      shown.progress = meter
    case .progressbox, .programbox, .tailbox:
      _ = try box.optionalArgument()
      addFollowedBody(to: shown)
      // A program box's OK comes once its input ends (`CompatSession`).
      if box.kind == .tailbox { shown.addButton(labels.exit, .ok) }
    case .pause:
      _ = try box.optionalArgument()
      let meter = ProgressIndicator(fraction: 1)
      meter.accessibilityLabel = "Time left"
      dialog.addControl(.progress(meter))
      shown.progress = meter
      addOKCancel(to: shown, labels: labels)
    case .editbox:
      try addEditbox(to: shown, labels: labels)
    case .prgbox:
      addFollowedBody(to: shown)
    case .tailboxbg:
      try addTailboxBackground(to: shown)
    case .rangebox:
      addRange(to: shown)
      addOKCancel(to: shown, labels: labels)
      if options.helpButton { shown.addButton(labels.help, .help) }
    case .fselect, .dselect:
      addFileChooser(to: shown)
      addOKCancel(to: shown, labels: labels)
      if options.helpButton { shown.addButton(labels.help, .help) }
    case .calendar:
      try addCalendar(to: shown, labels: labels)
    case .timebox:
      try addTimebox(to: shown, labels: labels)
    case .treeview:
      try addTree(to: shown, labels: labels)
    case .mixedgauge:
      try addMixedGauge(to: shown)
    case .inputmenu:
      try addInputMenu(to: shown, labels: labels)
    case .buildlist:
      try addBuildList(to: shown, labels: labels)
    }
    return shown
  }

  /// The text area a followed input shows in, as many rows tall as the box's height
  /// leaves inside its frame, its text and its buttons (10 when it fits).
  func addFollowedBody(to shown: ShownBox<CompatBox>) {
    let box = shown.box
    let height = box.sizes.first ?? 0
    let hasButton = ![.progressbox, .tailboxbg].contains(box.kind)
    let chrome = 2 + (box.text.isEmpty ? 0 : 2) + (hasButton ? 2 : 0)
    let body = FollowedBody(visibleLineCount: height > 0 ? max(1, height - chrome) : 10)
    shown.dialog.addControl(.textArea(body.area))
    shown.followedBody = body
    // Keys typed before OK appears wait for it in dialog's terminal buffer.
    shown.dialog.presentationOptions.holdsInputUntilActions = true
  }

  /// dialog's rangebox: a slider from the minimum to the maximum (raised to the minimum
  /// when it is below), starting at the default clamped into them, as dialog does; its
  /// value is the result.
  private func addRange(to shown: ShownBox<CompatBox>) {
    let numbers = shown.box.sizes
    guard numbers.count == 5 else { return }
    let low = numbers[2]
    let slider = Slider(title: "Value", value: numbers[4], range: low...max(low, numbers[3]))
    slider.downKeysIncrease = true
    slider.holdsKeysWhileButtonsFocused = true
    slider.pageStep = Self.rangePage(values: slider.range, width: numbers[1])
    shown.dialog.addControl(.slider(slider))
    shown.readValue = { .text(slider.valueText) }
  }

  /// How far dialog's Page Up and Page Down move a rangebox of `width` columns: the
  /// values one cell of its slider stands for, or, when each value has several cells,
  /// that many; nil (a tenth of the range) when dialog sizes the box itself.
  static func rangePage(values: ClosedRange<Int>, width: Int) -> Int? {
    // The slider's room: the box less its border and margins.
    let usable = width - 6
    guard width > 0, usable > 0 else { return nil }
    let (span, overflow) = values.upperBound.subtractingReportingOverflow(values.lowerBound)
    guard !overflow, span < Int.max else { return nil }
    let count = span + 1
    if count > usable { return (count + usable - 1) / usable }
    return count < usable ? usable / count : 1
  }

  /// OK, then Extra, then Cancel (unless `--nocancel`), as both programs lay them out;
  /// `--defaultno` makes Cancel the default.
  func addOKCancel(to shown: ShownBox<CompatBox>, labels: CompatLabels) {
    let ok = shown.addButton(labels.ok, .ok)
    if shown.box.options.extraButton { shown.addButton(labels.extra, .extra(0)) }
    var cancel: AlertAction?
    if !shown.box.options.noCancel {
      cancel = shown.addButton(labels.cancel, .cancel, style: .cancel)
    }
    shown.dialog.preferredAction = shown.box.options.defaultNo ? (cancel ?? ok) : ok
  }
}
