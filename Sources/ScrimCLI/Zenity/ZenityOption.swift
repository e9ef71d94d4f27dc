/// One option of zenity's command line as GOption reads it: its value's kind, the boxes
/// zenity 3.44 accepts it for, and what it sets.
///
/// zenity refuses an option only where its source checks it (src/option.c's post-parse
/// callbacks and the checks after them): many options of one box are accepted, and do
/// nothing, on every other (`--no-markup` on a list, `--add-entry` on a question).
struct ZenityOption: Sendable {
  /// What follows the option's name.
  enum Kind: Sendable {
    /// Nothing; `--flag=value` is read as the flag, as zenity does.
    case flag
    /// A string, after `=` or as the next argument, whatever it starts with.
    case string
    /// A number as `strtol` reads it in base 0 (`0x10`, `010`, `+5`), all of it.
    case integer
  }

  typealias Apply = @Sendable (inout ZenityRequest, String) -> Void

  let kind: Kind
  /// The boxes it is accepted for, or nil for every box.
  let boxes: Set<ZenityBox>?
  /// The values zenity takes for its default, which it does not count as given when it
  /// refuses an option (`--percentage=0`, `--separator='|'`, `--day=-1`), or nil.
  let unchanged: Unchanged?
  let apply: Apply

  /// Values that leave an option's variable at zenity's default.
  struct Unchanged: Sendable {
    let contains: @Sendable (String) -> Bool

    /// Exactly `value`.
    static func value(_ value: String) -> Unchanged { Unchanged { $0 == value } }
    /// Numbers of -1 and below, for the calendar's day, month and year.
    static let belowZero = Unchanged { (Int($0) ?? 0) < 0 }
  }

  init(
    _ kind: Kind, for boxes: Set<ZenityBox>? = nil, unchanged: Unchanged? = nil,
    _ apply: @escaping Apply = { _, _ in }
  ) {
    self.kind = kind
    self.boxes = boxes
    self.unchanged = unchanged
    self.apply = apply
  }

  /// Whether `value` counts as given, for a refusal.
  func isGiven(_ value: String) -> Bool {
    !(unchanged?.contains(value) ?? false)
  }
}

extension ZenityOption {
  /// Every option zenity 3.44 reads, by long name; options for boxes scrim-gtk does not
  /// show, and GTK's own, are read and have no effect.
  static let table: [String: ZenityOption] = {
    var table = common
    table.merge(boxOptions) { first, _ in first }
    table.merge(otherBoxes) { first, _ in first }
    for box in ZenityBox.allCases {
      table[box.rawValue] = ZenityOption(.flag)
    }
    table["version"] = ZenityOption(.flag)
    return table
  }()

  private static let messages: Set<ZenityBox> = [.info, .warning, .error, .question]
  private static let everyBox = Set(ZenityBox.allCases)

  private static let common: [String: ZenityOption] = [
    "title": ZenityOption(.string) { $0.title = $1 },
    "window-icon": ZenityOption(.string) { $0.icon = $1 },
    "icon-name": ZenityOption(.string) { $0.icon = $1 },
    // zenity 4's name for the dialog's icon.
    "icon": ZenityOption(.string) { $0.icon = $1 },
    "width": ZenityOption(.integer) { $0.width = Int($1) },
    "height": ZenityOption(.integer) { $0.height = Int($1) },
    "timeout": ZenityOption(.integer) { $0.timeout = Int($1) },
    "ok-label": ZenityOption(.string, for: everyBox.subtracting([.fileSelection])) {
      $0.okLabel = $1
    },
    "cancel-label": ZenityOption(
      .string, for: everyBox.subtracting([.fileSelection, .error, .warning, .info])
    ) { $0.cancelLabel = $1 },
    "extra-button": ZenityOption(.string) { $0.extraButtons.append($1) },
    "modal": ZenityOption(.flag) { request, _ in request.modal = true },
    "attach": ZenityOption(.string),
    "text": ZenityOption(.string) { $0.text = $1 },
    // GTK's options.
    "class": ZenityOption(.string),
    "name": ZenityOption(.string),
    "gtk-module": ZenityOption(.string),
    "display": ZenityOption(.string),
    "g-fatal-warnings": ZenityOption(.flag),
  ]

  private static let boxOptions: [String: ZenityOption] = [
    "no-wrap": ZenityOption(.flag, for: messages.union([.textInfo])) { r, _ in r.noWrap = true },
    // Never checked by zenity: read by the message boxes, ignored by the others.
    "no-markup": ZenityOption(.flag) { r, _ in r.noMarkup = true },
    "ellipsize": ZenityOption(.flag, for: messages) { r, _ in r.ellipsize = true },
    "default-cancel": ZenityOption(.flag) { r, _ in r.defaultCancel = true },
    // Read by the parser: it needs the extra buttons given anywhere on the line.
    "switch": ZenityOption(.flag),
    "entry-text": ZenityOption(.string, for: [.entry]) { $0.entryText = $1 },
    "hide-text": ZenityOption(.flag, for: [.entry]) { r, _ in r.hideText = true },
    "username": ZenityOption(.flag, for: [.password]) { r, _ in r.username = true },
    "column": ZenityOption(.string, for: [.list]) { $0.columns.append($1) },
    "checklist": ZenityOption(.flag, for: [.list]) { r, _ in r.checklist = true },
    "radiolist": ZenityOption(.flag, for: [.list]) { r, _ in r.radiolist = true },
    "imagelist": ZenityOption(.flag, for: [.list]),
    "separator": ZenityOption(
      .string, for: [.list, .forms, .fileSelection], unchanged: .value("|")
    ) {
      $0.separator = $1
    },
    "multiple": ZenityOption(.flag, for: [.list, .fileSelection]) { r, _ in r.multiple = true },
    "editable": ZenityOption(.flag, for: [.list, .textInfo]) { r, _ in r.editable = true },
    "print-column": ZenityOption(.string, for: [.list]) { $0.printColumn = $1 },
    "hide-column": ZenityOption(.string, for: [.list]) { $0.hideColumn = $1 },
    "hide-header": ZenityOption(.flag, for: [.list]) { r, _ in r.hideHeader = true },
    "mid-search": ZenityOption(.flag, for: [.list]),
    "percentage": ZenityOption(.integer, for: [.progress], unchanged: .value("0")) {
      $0.percentage = Int($1)
    },
    "pulsate": ZenityOption(.flag, for: [.progress]) { r, _ in r.pulsate = true },
    "auto-close": ZenityOption(.flag, for: [.progress]) { r, _ in r.autoClose = true },
    "auto-kill": ZenityOption(.flag, for: [.progress]),
    "no-cancel": ZenityOption(.flag, for: [.progress]) { r, _ in r.noCancel = true },
    "time-remaining": ZenityOption(.flag, for: [.progress]),
    // A form's fields are read on any box; only the forms box shows them.
    "add-entry": ZenityOption(.string) { $0.formFields.append(.entry($1)) },
    "add-password": ZenityOption(.string) { $0.formFields.append(.password($1)) },
    "add-combo": ZenityOption(.string) { $0.formFields.append(.combo($1)) },
    "combo-values": ZenityOption(.string, for: [.forms]) { $0.comboValues.append($1) },
    "add-calendar": ZenityOption(.string),
    "add-list": ZenityOption(.string),
    "list-values": ZenityOption(.string, for: [.forms]),
    "column-values": ZenityOption(.string, for: [.forms]),
    "show-header": ZenityOption(.flag, for: [.forms]),
    "forms-date-format": ZenityOption(.string, for: [.forms]),
    "filename": ZenityOption(.string, for: [.textInfo, .fileSelection]) { $0.filename = $1 },
    "checkbox": ZenityOption(.string) { $0.checkbox = $1 },
    "font": ZenityOption(.string, for: [.textInfo]),
    "html": ZenityOption(.flag, for: [.textInfo]),
    "no-interaction": ZenityOption(.flag),
    "url": ZenityOption(.string),
    "auto-scroll": ZenityOption(.flag),
    "listen": ZenityOption(.flag, for: [.notification]) { r, _ in r.listen = true },
    "hint": ZenityOption(.string),
  ]

  /// The options of the boxes scrim-gtk does not show: read, so that the error names the
  /// box rather than the option.
  private static let otherBoxes: [String: ZenityOption] = {
    var table: [String: ZenityOption] = [:]
    for name in ["day", "month", "year"] {
      table[name] = ZenityOption(.integer, for: [.calendar], unchanged: .belowZero)
    }
    table["date-format"] = ZenityOption(.string, for: [.calendar])
    // The scale's options are never checked by zenity.
    for name in ["value", "min-value", "max-value", "step"] {
      table[name] = ZenityOption(.integer)
    }
    table["print-partial"] = ZenityOption(.flag)
    table["hide-value"] = ZenityOption(.flag)
    for name in ["directory", "save"] {
      table[name] = ZenityOption(.flag, for: [.fileSelection])
    }
    table["confirm-overwrite"] = ZenityOption(.flag)
    table["file-filter"] = ZenityOption(.string, for: [.fileSelection])
    table["color"] = ZenityOption(.string, for: [.colorSelection])
    table["show-palette"] = ZenityOption(.flag, for: [.colorSelection])
    return table
  }()
}
