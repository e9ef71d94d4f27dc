/// The things `scrim` can show, one per subcommand.
package enum Subcommand: String, Hashable, Sendable, CaseIterable {
  /// `scrim alert`: a centred alert with up to three buttons.
  case alert
  /// `scrim sheet`: an action sheet, as a bottom sheet or an anchored popover.
  case sheet
  /// `scrim dialog`: a dialog of text fields, toggles and choices.
  case dialog
  /// `scrim snackbar`: a brief message with at most one action.
  case snackbar
  /// `scrim banner`: a prominent status message with up to two actions.
  case banner
  /// `scrim catalog`: the full-screen tour of every component.
  case catalog

  /// The word typed on the command line, "alert".
  package var name: String { rawValue }

  /// Whether it shows a transient message, which always exits 0 and draws inline by default.
  package var isMessage: Bool { self == .snackbar || self == .banner }

  /// The one-line synopsis printed with usage errors and at the top of `--help`.
  package var usage: String {
    switch self {
    case .alert:
      return "scrim alert --title T [--message M] [--action LABEL[:ROLE]]... "
        + "[--preferred LABEL] [--field NAME[:secure][:required][=DEFAULT]]... "
        + "[--pattern NAME=REGEX]... [--range NAME=MIN..MAX]... [--error-text NAME=TEXT]... "
        + "[COMMON FLAGS]"
    case .sheet:
      return "scrim sheet [--title T] [--message M] --action LABEL[:ROLE]... "
        + "[--anchor COL,ROW] [COMMON FLAGS]"
    case .dialog:
      return "scrim dialog --title T [--message M] [--field NAME[:secure][:required][=DEFAULT]]... "
        + "[--pattern NAME=REGEX]... [--range NAME=MIN..MAX]... [--error-text NAME=TEXT]... "
        + "[--toggle NAME[=on]]... [--choice NAME=A,B,C]... [--ok LABEL] [--cancel LABEL] "
        + "[COMMON FLAGS]"
    case .snackbar:
      return "scrim snackbar TEXT [--action LABEL] [--duration SECONDS] [--position top|bottom] "
        + "[COMMON FLAGS]"
    case .banner:
      return "scrim banner TEXT [--title T] [--icon C] [--action LABEL]... "
        + "[--duration SECONDS] [--position top|bottom] [COMMON FLAGS]"
    case .catalog:
      return "scrim catalog [--theme light|dark|contrast]"
    }
  }

  /// What it does, in a few words, for the list in `scrim --help`.
  package var summary: String {
    switch self {
    case .alert: return "ask a short question; prints the chosen button's label"
    case .sheet: return "offer a list of choices; prints the chosen label"
    case .dialog: return "ask for values; prints NAME=VALUE lines"
    case .snackbar: return "show a brief message with at most one action"
    case .banner: return "show a prominent status message with up to two actions"
    case .catalog: return "tour every component in a full-screen app"
    }
  }
}
