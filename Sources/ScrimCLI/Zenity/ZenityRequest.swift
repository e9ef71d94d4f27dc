/// One zenity command line, read: the box and every option that shapes it, with zenity's
/// defaults where an option was not given.
package struct ZenityRequest: Hashable, Sendable {
  /// One field of a `--forms` box, in command-line order.
  package enum FormField: Hashable, Sendable {
    case entry(String)
    case password(String)
    /// A combo box; its values are the `--combo-values` given for the same place among
    /// the combos.
    case combo(String)
  }

  /// The box asked for.
  package var box: ZenityBox
  // Common options.
  package var title: String?
  package var width: Int?
  package var height: Int?
  /// Seconds until the box ends with exit 5; nil or 0 for never.
  package var timeout: Int?
  package var okLabel: String?
  package var cancelLabel: String?
  package var extraButtons: [String] = []
  package var modal = false
  /// `--icon`, `--icon-name` or `--window-icon`: a named icon or a file.
  package var icon: String?
  package var text: String?
  // Message boxes.
  package var noWrap = false
  package var noMarkup = false
  package var ellipsize = false
  package var defaultCancel = false
  // Entry and password.
  package var entryText: String?
  package var hideText = false
  package var username = false
  // List.
  package var columns: [String] = []
  package var checklist = false
  package var radiolist = false
  package var multiple = false
  package var editable = false
  package var separator = "|"
  package var printColumn: String?
  package var hideColumn: String?
  package var hideHeader = false
  // Progress.
  package var percentage: Int?
  package var pulsate = false
  package var autoClose = false
  package var noCancel = false
  // Scale: zenity's defaults.
  package var value = 0
  package var minValue = 0
  package var maxValue = 100
  package var step = 1
  package var printPartial = false
  package var hideValue = false
  // File selection.
  package var directory = false
  package var save = false
  package var confirmOverwrite = false
  package var fileFilters: [String] = []
  /// The calendar's day, month, year and format.
  package var calendar = ZenityCalendarOptions()
  /// The colour selection's starting colour and palette.
  package var color = ZenityColorOptions()
  // Forms.
  package var formFields: [FormField] = []
  package var comboValues: [String] = []
  // Text info.
  package var filename: String?
  package var checkbox: String?
  // Notification.
  /// `--listen`: commands read from stdin, not one notification of `--text`.
  package var listen = false
  /// The words that are not options: a list's cells, an entry's choices.
  package var arguments: [String] = []

  /// A request for `box` with every option at zenity's default.
  package init(box: ZenityBox) {
    self.box = box
  }
}
