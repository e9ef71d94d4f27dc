import ScrimCore

/// Makes each zenity box a core modal that keeps zenity's contract: its buttons in its
/// order with its words (extra buttons first, then Cancel or No, then OK or Yes), its
/// default, and a reader for what OK prints.
@MainActor
package struct ZenityBuilder {
  /// Reads stdin up to a number of bytes: a list's cells or a text box's text when none
  /// are given.
  var readStandardInput: @MainActor (_ limit: Int) -> ZenityBoundedRead
  /// Reads a text box's `--filename` up to a number of bytes, or says why it cannot.
  var readFile:
    @MainActor (_ path: String, _ limit: Int) -> Result<
      ZenityBoundedRead, ZenityBoundedRead.Failure
    >
  /// Tells the user what of the input was left out, or why a file was not read, on stderr.
  var warn: @MainActor (String) -> Void = { _ in }

  /// Makes a builder that reads a box's input with `readStandardInput` and `readFile`, and
  /// warns with `warn`.
  package init(
    readStandardInput: @escaping @MainActor (_ limit: Int) -> ZenityBoundedRead,
    readFile:
      @escaping @MainActor (_ path: String, _ limit: Int) -> Result<
        ZenityBoundedRead, ZenityBoundedRead.Failure
      >,
    warn: @escaping @MainActor (String) -> Void = { _ in }
  ) {
    self.readStandardInput = readStandardInput
    self.readFile = readFile
    self.warn = warn
  }

  package func make(_ request: ZenityRequest) -> ShownBox<ZenityRequest> {
    switch request.box {
    case .info, .warning, .error, .question: return message(request)
    case .entry: return entry(request)
    case .password: return password(request)
    case .list: return list(request)
    case .progress: return progress(request)
    case .forms: return forms(request)
    case .scale: return scale(request)
    case .fileSelection: return fileSelection(request)
    case .calendar: return calendar(request)
    case .colorSelection: return colorSelection(request)
    case .about: return about()
    default: return textInfo(request)
    }
  }

  private func message(_ request: ZenityRequest) -> ShownBox<ZenityRequest> {
    var text = Self.text(of: request)
    if !request.noMarkup { text = ZenityText.plain(fromMarkup: ZenityText.compressed(text)) }
    let alert = AlertController(
      title: request.title.map(ArgumentText.shown), message: ArgumentText.shown(text),
      preferredStyle: .alert)
    alert.titleIcon = ZenityIcon.image(for: request)
    let shown = ShownBox(
      request: request, modal: alert, windowTitle: request.title ?? Self.title(of: request.box))
    configure(alert)
    for extra in shown.extraActions() { alert.addAction(extra) }
    if request.box == .question {
      let no = shown.action(request.cancelLabel ?? "No", .cancel, style: .cancel)
      let yes = shown.action(request.okLabel ?? "Yes", .ok)
      alert.addAction(no)
      alert.addAction(yes)
      alert.preferredAction = request.defaultCancel ? no : yes
    } else {
      let ok = shown.action(request.okLabel ?? "OK", .ok)
      alert.addAction(ok)
      alert.preferredAction = ok
    }
    return shown
  }

  private func entry(_ request: ZenityRequest) -> ShownBox<ZenityRequest> {
    let label = ZenityText.withoutMnemonic(ZenityText.compressed(Self.text(of: request)))
    let dialog = makeDialog(request, message: label)
    dialog.presentationOptions.returnOnCancelChoosesDefault = true
    let given = request.entryText ?? ""
    let field = TextField(text: ArgumentText.shown(given), isSecureTextEntry: request.hideText)
    // GTK selects an entry's text as focus comes to it: typing replaces --entry-text.
    field.selectsAllOnFocus = true
    field.accessibilityLabel = label.isEmpty ? "Entry" : ArgumentText.shown(label)
    dialog.addControl(.textField(field))
    let shown = ShownBox(
      request: request, modal: dialog, windowTitle: request.title ?? Self.title(of: .entry))
    addButtons(to: shown, dialog)
    shown.readValue = { .text(Self.typed(field, given: given) + "\n") }
    return shown
  }

  /// zenity's scale: a slider from `--min-value` to `--max-value`.
  ///
  /// It moves by `--step` (its pages too, as GTK's range takes both from it); OK prints
  /// the value, and with `--print-partial` each value it moves to is printed as it moves.
  private func scale(_ request: ZenityRequest) -> ShownBox<ZenityRequest> {
    // GTK's label reads the text as markup.
    let label = ZenityText.plain(fromMarkup: ZenityText.compressed(Self.text(of: request)))
    let dialog = makeDialog(request, message: label)
    let low = min(request.minValue, request.maxValue)
    let slider = Slider(
      title: "Value", value: request.value, range: low...max(low, request.maxValue),
      step: request.step, showsValue: !request.hideValue)
    slider.pageStep = slider.step
    // GTK 3's horizontal scale lowers its value with Up, as dialog does.
    slider.downKeysIncrease = true
    dialog.addControl(.slider(slider))
    let shown = ShownBox(
      request: request, modal: dialog, windowTitle: request.title ?? Self.title(of: .scale))
    addButtons(to: shown, dialog)
    if request.printPartial {
      slider.valueChanged = { [weak shown] value in shown?.printPartial("\(value)\n") }
    }
    shown.readValue = { .text("\(slider.value)\n") }
    return shown
  }

  private func password(_ request: ZenityRequest) -> ShownBox<ZenityRequest> {
    let prompt = request.username ? "Type your username and password" : "Type your password"
    let dialog = makeDialog(request, message: prompt)
    let user = TextField(placeholder: "Username")
    user.accessibilityLabel = "Username:"
    let secret = TextField(placeholder: "Password", isSecureTextEntry: true)
    secret.accessibilityLabel = "Password:"
    if request.username { dialog.addControl(.textField(user)) }
    dialog.addControl(.textField(secret))
    let shown = ShownBox(
      request: request, modal: dialog, windowTitle: request.title ?? Self.title(of: .password))
    addButtons(to: shown, dialog)
    let username = request.username
    shown.readValue = {
      let password = ArgumentText.typed(secret.text)
      return .text((username ? ArgumentText.typed(user.text) + "|" + password : password) + "\n")
    }
    return shown
  }

  private func list(_ request: ZenityRequest) -> ShownBox<ZenityRequest> {
    let hasMarks = request.checklist || request.radiolist
    var cells = request.arguments
    if cells.isEmpty {
      let read = ZenityListInput.cells(of: readStandardInput(ZenityInputLimits.listBytes))
      cells = read.cells
      if read.isCut {
        warn(
          "the list's input goes on past \(ZenityInputLimits.listBytes >> 20) MiB or "
            + "\(ZenityInputLimits.listCells) cells; the list shows its first \(cells.count)")
      }
    }
    let table = ZenityListTable(columns: request.columns, cells: cells, hasMarks: hasMarks)
    let shownColumns = table.shownColumns(hiding: request.hideColumn)
    let items = table.rows.map { row in
      let cells = shownColumns.map { ArgumentText.shown(row[$0]) }
      let detail = cells.dropFirst().joined(separator: "   ")
      return ChoiceList.Item(title: cells.first ?? "", detail: detail.isEmpty ? nil : detail)
    }
    let header =
      request.hideHeader
      ? ""
      : shownColumns.map { ArgumentText.shown(table.columns[$0]) }
        .joined(separator: "   ")
    let list = ChoiceList(title: header, items: items)
    list.movesFocusAtEnds = false
    list.visibleRowLimit = 10
    let marked = table.initiallyMarked
    if request.checklist {
      list.selectionMode = .multiple
      list.checkedIndices = marked
    } else if request.radiolist {
      list.selectionMode = .marked
      list.selectedIndex = marked.last ?? 0
      list.startingHighlightIndex = list.selectedIndex
      // No row said TRUE: none is chosen until the user marks one, and OK prints nothing.
      list.hasMarkedItem = !marked.isEmpty
    } else if request.multiple {
      list.selectionMode = .multiple
      list.showsMarks = true
    } else {
      list.showsMarks = false
    }
    let text = ZenityText.plain(fromMarkup: ZenityText.compressed(Self.text(of: request)))
    let dialog = makeDialog(request, message: text)
    dialog.addControl(.choice(list))
    let shown = ShownBox(
      request: request, modal: dialog, windowTitle: request.title ?? Self.title(of: .list))
    addButtons(to: shown, dialog)
    shown.readValue = { [weak shown] in
      var chosen: [Int]
      switch list.selectionMode {
      case .multiple:
        chosen = list.checkedIndices
        // A list with --multiple and nothing marked answers with the row the keyboard is
        // on, as zenity's selection follows the cursor.
        if chosen.isEmpty, !request.checklist, !list.items.isEmpty {
          chosen = [shown?.keyboardRow ?? list.startingHighlightIndex ?? 0]
        }
      case .marked where !list.hasMarkedItem:
        chosen = []
      default:
        chosen = list.items.isEmpty ? [] : [list.selectedIndex]
      }
      return table.output(
        for: chosen, printColumn: request.printColumn, separator: request.separator
      ).map(BoxValue.text)
    }
    return shown
  }

  private func progress(_ request: ZenityRequest) -> ShownBox<ZenityRequest> {
    let text = ZenityText.plain(fromMarkup: ZenityText.compressed(Self.text(of: request)))
    let dialog = makeDialog(request, message: text)
    let start = Double(min(max(request.percentage ?? 0, 0), 100)) / 100
    let bar = ProgressIndicator(fraction: request.pulsate ? nil : start)
    dialog.addControl(.progress(bar))
    let shown = ShownBox(
      request: request, modal: dialog, windowTitle: request.title ?? Self.title(of: .progress))
    shown.progress = bar
    shown.lastFraction = start
    addButtons(to: shown, dialog, cancel: !request.noCancel)
    // OK waits for 100% or the end of the input, as zenity's does, and takes focus then.
    shown.okAction?.isEnabled = false
    dialog.presentationOptions.focusesDefaultWhenEnabled = true
    return shown
  }

  private func forms(_ request: ZenityRequest) -> ShownBox<ZenityRequest> {
    let text = ZenityText.plain(fromMarkup: ZenityText.compressed(Self.text(of: request)))
    let dialog = makeDialog(request, message: text)
    var readers: [@MainActor () -> String] = []
    var combos = 0
    for field in request.formFields {
      switch field {
      case .entry(let name), .password(let name):
        let input = TextField(placeholder: ArgumentText.shown(name))
        input.accessibilityLabel = ArgumentText.shown(name)
        if case .password = field { input.isSecureTextEntry = true }
        dialog.addControl(.textField(input))
        readers.append { ArgumentText.typed(input.text) }
      case .combo(let name):
        let values =
          request.comboValues.indices.contains(combos)
          ? request.comboValues[combos].split(separator: "|", omittingEmptySubsequences: false)
            .map(String.init) : []
        combos += 1
        // An untouched combo prints a space in zenity: the first row stands for it.
        let choice = ChoiceList(
          title: ArgumentText.shown(name), options: [Self.noChoice] + values.map(ArgumentText.shown)
        )
        choice.movesFocusAtEnds = false
        dialog.addControl(.choice(choice))
        readers.append { choice.selectedIndex == 0 ? " " : values[choice.selectedIndex - 1] }
      }
    }
    let shown = ShownBox(
      request: request, modal: dialog, windowTitle: request.title ?? Self.title(of: .forms))
    addButtons(to: shown, dialog)
    // A form starts on its first field, not on its first combo.
    dialog.presentationOptions.listTakesFirstFocus = false
    let separator = request.separator
    shown.readValue = { .text(readers.map { $0() }.joined(separator: separator) + "\n") }
    return shown
  }

  private func textInfo(_ request: ZenityRequest) -> ShownBox<ZenityRequest> {
    let limit = ZenityInputLimits.textBytes
    var read = ZenityBoundedRead(bytes: [], isCut: false)
    if let path = request.filename {
      switch readFile(path, limit) {
      case .success(let file): read = file
      // zenity warns and shows the box empty.
      case .failure(let failure): warn(failure.message)
      }
    } else {
      read = readStandardInput(limit)
    }
    if read.isCut {
      warn("the text goes on past \(limit >> 10) KiB; the window shows its start")
    }
    let text = read.text
    let dialog = makeDialog(request, message: "")
    dialog.presentationOptions.returnOnCancelChoosesDefault = true
    // zenity's text view: its own focus stop, where focus starts.
    let area = TextArea(text: ArgumentText.shown(text), isEditable: request.editable)
    dialog.addControl(.textArea(area))
    let shown = ShownBox(
      request: request, modal: dialog, windowTitle: request.title ?? Self.title(of: .textInfo))
    if let label = request.checkbox {
      let toggle = Toggle(title: ArgumentText.shown(label))
      dialog.addControl(.toggle(toggle))
      shown.checkbox = toggle
    }
    addButtons(to: shown, dialog)
    if request.editable {
      // OK prints the text as it came, or as the keys left it.
      let given = ArgumentText.shown(text)
      shown.readValue = { .text(area.text == given ? text : ArgumentText.typed(area.text)) }
    }
    // OK waits for the "I read and agree" checkbox.
    shown.checkbox?.enabledAction = shown.okAction
    return shown
  }

  /// A dialog titled by `--title` (none without it), with zenity's keys.
  func makeDialog(_ request: ZenityRequest, message: String) -> Dialog {
    let dialog = Dialog(title: request.title.map(ArgumentText.shown) ?? "")
    if request.title == nil { dialog.title = nil }
    dialog.message = message.isEmpty ? nil : ArgumentText.shown(message)
    configure(dialog)
    return dialog
  }

  private func configure(_ modal: some Modal & AnyObject) {
    var options = modal.presentationOptions
    // Esc and the window's close button end a zenity box with exit 1; a click beside the
    // modal does nothing.
    options.dismissOnEscape = true
    options.dismissOnBackgroundTap = false
    options.buttonOrder = .asAdded
    if let dialog = modal as? Dialog { dialog.presentationOptions = options }
    if let alert = modal as? AlertController { alert.presentationOptions = options }
  }

  /// Extra buttons, Cancel (unless left out), then OK, the default.
  func addButtons(to shown: ShownBox<ZenityRequest>, _ dialog: Dialog, cancel: Bool = true) {
    let request = shown.request
    for extra in shown.extraActions() { dialog.addAction(extra) }
    if cancel {
      let action = shown.action(request.cancelLabel ?? "Cancel", .cancel, style: .cancel)
      dialog.addAction(action)
      shown.cancelAction = action
    }
    let ok = shown.action(request.okLabel ?? "OK", .ok)
    dialog.addAction(ok)
    dialog.preferredAction = ok
    shown.okAction = ok
  }

  /// A field's text for output: the starting text as given, bytes and all, while it is
  /// untouched.
  private static func typed(_ field: TextField, given: String) -> String {
    field.text == ArgumentText.shown(given) ? given : ArgumentText.typed(field.text)
  }

  /// The row that stands for a combo box with nothing chosen.
  static let noChoice = "(none)"

  /// The box's text: `--text`, else the words zenity shows without it (its UI file's
  /// labels), which its screen reader users hear too.
  static func text(of request: ZenityRequest) -> String {
    if let text = request.text { return text }
    switch request.box {
    case .info: return "All updates are complete."
    case .question, .warning: return "Are you sure you want to proceed?"
    case .error: return "An error has occurred."
    case .entry: return "Enter new text:"
    case .list: return "Select items from the list below."
    case .progress: return "Running..."
    case .forms: return "Forms dialog"
    case .scale: return "Adjust the scale value"
    case .calendar: return "Select a date from below."
    default: return ""
    }
  }

  /// zenity's window title for a box without `--title`.
  static func title(of box: ZenityBox) -> String {
    switch box {
    case .info: return "Information"
    case .warning: return "Warning"
    case .error: return "Error"
    case .question: return "Question"
    case .entry: return "Add a new entry"
    case .password: return "Password"
    case .list: return "Select items from the list"
    case .progress: return "Progress"
    case .forms: return "Forms dialog"
    case .textInfo: return "Text View"
    case .scale: return "Adjust the scale value"
    case .calendar: return "Calendar selection"
    default: return "zenity"
    }
  }
}
