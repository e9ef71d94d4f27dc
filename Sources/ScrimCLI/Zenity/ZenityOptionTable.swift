/// Every option zenity 3.44 reads; options for boxes scrim-gtk does not show, and GTK's
/// own, are read and have no effect.
enum ZenityOptionTable {
  /// The rows, the boxes' own options first.
  static let all: [ZenityOption] =
    ZenityBox.allCases.map { ZenityOption($0.rawValue) } + [ZenityOption("version")] + common
    + boxOptions + calendarOptions + colorOptions

  /// The rows by their spelling, with the dashes.
  static let byName = ZenityOption.byName(all, in: .zenity)

  private static let messages: Set<ZenityBox> = [.info, .warning, .error, .question]
  private static let everyBox = Set(ZenityBox.allCases)

  private static let common: [ZenityOption] = [
    ZenityOption("title", .string) { $0.title = $1 },
    ZenityOption("window-icon", .string) { $0.icon = $1 },
    ZenityOption("icon-name", .string) { $0.icon = $1 },
    // zenity 4's name for the dialog's icon.
    ZenityOption("icon", .string) { $0.icon = $1 },
    ZenityOption("width", .integer) { $0.width = Int($1) },
    ZenityOption("height", .integer) { $0.height = Int($1) },
    ZenityOption("timeout", .integer) { $0.timeout = Int($1) },
    ZenityOption("ok-label", .string, for: everyBox.subtracting([.fileSelection])) {
      $0.okLabel = $1
    },
    ZenityOption(
      "cancel-label", .string,
      for: everyBox.subtracting([.fileSelection, .error, .warning, .info])
    ) { $0.cancelLabel = $1 },
    ZenityOption("extra-button", .string) { $0.extraButtons.append($1) },
    ZenityOption("modal") { $0.modal = true },
    ZenityOption("attach", .string),
    ZenityOption("text", .string) { $0.text = $1 },
    // GTK's options.
    ZenityOption("class", .string),
    ZenityOption("name", .string),
    ZenityOption("gtk-module", .string),
    ZenityOption("display", .string),
    ZenityOption("g-fatal-warnings"),
  ]

  private static let boxOptions: [ZenityOption] = [
    ZenityOption("no-wrap", for: messages.union([.textInfo])) { $0.noWrap = true },
    // Never checked by zenity: read by the message boxes, ignored by the others.
    ZenityOption("no-markup") { $0.noMarkup = true },
    ZenityOption("ellipsize", for: messages) { $0.ellipsize = true },
    ZenityOption("default-cancel") { $0.defaultCancel = true },
    // Read by the parser: it needs the extra buttons given anywhere on the line.
    ZenityOption("switch") { _ in },
    ZenityOption("entry-text", .string, for: [.entry]) { $0.entryText = $1 },
    ZenityOption("hide-text", for: [.entry]) { $0.hideText = true },
    ZenityOption("username", for: [.password]) { $0.username = true },
    ZenityOption("column", .string, for: [.list]) { $0.columns.append($1) },
    ZenityOption("checklist", for: [.list]) { $0.checklist = true },
    ZenityOption("radiolist", for: [.list]) { $0.radiolist = true },
    ZenityOption("imagelist", for: [.list]),
    ZenityOption(
      "separator", .string, for: [.list, .forms, .fileSelection], unchanged: .value("|")
    ) { $0.separator = $1 },
    ZenityOption("multiple", for: [.list, .fileSelection]) { $0.multiple = true },
    ZenityOption("editable", for: [.list, .textInfo]) { $0.editable = true },
    ZenityOption("print-column", .string, for: [.list]) { $0.printColumn = $1 },
    ZenityOption("hide-column", .string, for: [.list]) { $0.hideColumn = $1 },
    ZenityOption("hide-header", for: [.list]) { $0.hideHeader = true },
    ZenityOption("mid-search", for: [.list]),
    ZenityOption("percentage", .integer, for: [.progress], unchanged: .value("0")) {
      $0.percentage = Int($1)
    },
    ZenityOption("pulsate", for: [.progress]) { $0.pulsate = true },
    ZenityOption("auto-close", for: [.progress]) { $0.autoClose = true },
    ZenityOption("auto-kill", for: [.progress]),
    ZenityOption("no-cancel", for: [.progress]) { $0.noCancel = true },
    ZenityOption("time-remaining", for: [.progress]),
    // A form's fields are read on any box; only the forms box shows them.
    ZenityOption("add-entry", .string) { $0.formFields.append(.entry($1)) },
    ZenityOption("add-password", .string) { $0.formFields.append(.password($1)) },
    ZenityOption("add-combo", .string) { $0.formFields.append(.combo($1)) },
    ZenityOption("combo-values", .string, for: [.forms]) { $0.comboValues.append($1) },
    ZenityOption("add-calendar", .string),
    ZenityOption("add-list", .string),
    ZenityOption("list-values", .string, for: [.forms]),
    ZenityOption("column-values", .string, for: [.forms]),
    ZenityOption("show-header", for: [.forms]),
    ZenityOption("forms-date-format", .string, for: [.forms]),
    ZenityOption("filename", .string, for: [.textInfo, .fileSelection]) { $0.filename = $1 },
    ZenityOption("directory", for: [.fileSelection]) { $0.directory = true },
    ZenityOption("save", for: [.fileSelection]) { $0.save = true },
    ZenityOption("confirm-overwrite") { $0.confirmOverwrite = true },
    ZenityOption("file-filter", .string, for: [.fileSelection]) { $0.fileFilters.append($1) },
    ZenityOption("checkbox", .string) { $0.checkbox = $1 },
    ZenityOption("font", .string, for: [.textInfo]),
    ZenityOption("html", for: [.textInfo]),
    ZenityOption("no-interaction"),
    ZenityOption("url", .string),
    ZenityOption("auto-scroll"),
    ZenityOption("listen", for: [.notification]) { $0.listen = true },
    // The scale's options are never checked by zenity: read on any box.
    ZenityOption("value", .integer) { $0.value = Int($1) ?? 0 },
    ZenityOption("min-value", .integer) { $0.minValue = Int($1) ?? 0 },
    ZenityOption("max-value", .integer) { $0.maxValue = Int($1) ?? 100 },
    ZenityOption("step", .integer) { $0.step = Int($1) ?? 1 },
    ZenityOption("print-partial") { $0.printPartial = true },
    ZenityOption("hide-value") { $0.hideValue = true },
    ZenityOption("hint", .string),
  ]
}
