/// The common options of whiptail and dialog that change what scrim shows or writes.
///
/// Options that only tune those programs' own drawing (`--fb`, `--no-shadow`, `--begin`,
/// `--aspect`...) are accepted and have no effect: scrim's layout fits the terminal.
package struct CompatOptions: Hashable, Sendable {
  /// The box's title, from `--title`.
  package var title: String?
  /// The backdrop's title, from `--backtitle`.
  package var backtitle: String?
  /// Labels from `--ok-label`/`--ok-button` and the others, in either spelling.
  package var okLabel: String?
  package var cancelLabel: String?
  package var yesLabel: String?
  package var noLabel: String?
  package var exitLabel: String?
  package var extraLabel: String?
  package var helpLabel: String?
  /// `--defaultno`: No (or Cancel) is the default button.
  package var defaultNo = false
  /// `--default-item`: the tag that starts highlighted.
  package var defaultItem: String?
  /// `--nocancel`/`--no-cancel`: no Cancel button.
  package var noCancel = false
  /// `--noitem`/`--no-items`: rows are tags only.
  package var noItems = false
  /// `--notags`/`--no-tags`: rows show items only.
  package var noTags = false
  /// `--separate-output`: checklist tags one a line, unquoted.
  package var separateOutput = false
  /// `--stdout`, or `--output-fd N`: where results go; nil is stderr.
  package var outputDescriptor: Int32?
  /// `--input-fd N`: where dialog reads its keys instead of the terminal; a gauge's
  /// percentages still come on stdin, as in dialog.
  package var inputDescriptor: Int32?
  /// `--timeout SECONDS` (0 is ignored, as dialog does).
  package var timeoutSeconds: Int?
  /// `--sleep SECONDS`: a pause after the box, before exiting.
  package var sleepSeconds: Int?
  /// `--cr-wrap`, `--no-collapse`, `--trim`: dialog's whitespace rules.
  package var crWrap = false
  package var noCollapse = false
  package var trim = false
  /// `--colors`: `\Z` sequences are attributes (scrim strips them either way).
  package var colors = false
  /// `--insecure`: password fields echo asterisks (they always do here).
  package var insecure = false
  /// `--item-help`: list rows carry a help column, shown below the box.
  package var itemHelp = false
  /// `--help-status`, `--help-tags`: Help on a list also writes the tags marked; it writes
  /// the row's tag, not its help.
  package var helpStatus = false
  package var helpTags = false
  /// `--help-button`, `--extra-button`: the extra buttons and their exit codes.
  package var helpButton = false
  package var extraButton = false
  /// `--quoted`, `--single-quoted`: how dialog quotes checklist results.
  package var quoted = false
  package var singleQuoted = false
  /// `--output-separator STRING`: dialog's separator for a checklist's tags and a form's
  /// fields, in place of a space or a line break.
  package var outputSeparator: String?
  /// `--separate-widget STRING`: between the results of chained boxes.
  package var separateWidget: String?
  /// `--date-format`, `--time-format`: strftime formats of a calendar's and a timebox's
  /// result.
  package var dateFormat: String?
  package var timeFormat: String?
  /// `--clear`: clear the screen when the box goes away.
  package var clear = false

  /// Makes options with every default.
  package init() {}
}
