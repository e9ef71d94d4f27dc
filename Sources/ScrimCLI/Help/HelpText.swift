/// The text `scrim --help` and `scrim SUBCOMMAND --help` print on stdout.
package enum HelpText {
  /// The overview for nil, else the subcommand's help; each ends with a newline.
  package static func text(for subcommand: Subcommand?) -> String {
    guard let subcommand else { return overview }
    let body: String
    switch subcommand {
    case .alert: body = alert
    case .sheet: body = sheet
    case .dialog: body = dialog
    case .snackbar: body = snackbar
    case .banner: body = banner
    case .catalog: return "usage: \(subcommand.usage)\n\n" + catalog
    }
    return "usage: \(subcommand.usage)\n\n" + body + "\n" + common + "\n" + contract
  }

  static let overview = """
    scrim: Material-style alerts, action sheets, dialogs, snackbars and banners for shell
    scripts, drawn on the terminal.

    usage: scrim SUBCOMMAND [FLAGS]
           scrim --help | --version

    Subcommands:

    """
    + Subcommand.allCases.map { "  " + pad($0.name, 10) + $0.summary + "\n" }.joined()
      + """

      Run scrim SUBCOMMAND --help for its flags. Flags follow the subcommand.

      """ + "\n" + common + "\n" + contract

  static let common = """
    Common flags (not for catalog):
      --theme light|dark|contrast
                      the colours; contrast is for low vision
      --timeout SECONDS
                      give up after SECONDS (such as 30 or 2.5): alerts, sheets and
                      dialogs exit 124; snackbars and banners end and exit 0
      --json          print one JSON object instead of plain text (see Contract)
      --inline        draw below the cursor instead of on the alternate screen (always so
                      for snackbars and banners, which erase themselves when done)
      --accessible    ask with plain line prompts instead (see Accessible mode)
      --check         print the guideline diagnostics, one a line, and show nothing:
                      exit 0, or 65 when any is an error; with --json, one object
                      {"diagnostics":[{"rule","severity","message","fix"}...]}
      -h, --help      show this help

    Values: --flag VALUE and --flag=VALUE both work, and VALUE may start with a dash.
    Repeated flags keep their order. -- ends the flags, so scrim snackbar -- "-5 °C"
    shows "-5 °C". Any text works as a value (emoji, CJK, control characters, long
    text); it is shown with control characters made visible.

    """

  static let contract = """
    Contract with scripts:
      The interface is drawn on /dev/tty, not stdout, so choice=$(scrim sheet ...) works
      without redirections. stdout gets only the result:
        alert, sheet, snackbar, banner: the chosen action's label on one line; an alert
          with --field adds one NAME=VALUE line per field when it exits 0
        dialog: one NAME=VALUE line per control, in order, when it exits 0
        nothing when no action was chosen (Esc on a modal without a Cancel action, a
          time-out, a message that went away by itself)
      Labels and values are printed as given, byte for byte even when an argument is
      not UTF-8 (JSON has U+FFFD for such bytes); when stdout is a terminal, control
      characters are shown as symbols (␛, ␊) instead, and bidirectional controls, which
      could reorder the line, as �.
      --json prints {"action":LABEL|null,"role":"default"|"cancel"|"destructive"|null,
        "reason":REASON,"fields":{NAME:VALUE,...}} on one line, fields in order, with
        "signal":"SIGINT" added after Ctrl-C (SIGTERM and SIGHUP end a full-screen run at
        once, restoring the terminal and printing nothing). REASON is action, cancel,
        escape, background-tap, timeout, dismissed, replaced, programmatic or interrupted.
        Control characters and bidirectional controls are escaped as \\uXXXX.

    Exit status:
      0    an action other than Cancel was chosen; snackbars and banners exit 0 however
           they end by themselves, so that they never stop a set -e script (Ctrl-C
           still stops them, and the script, with 130)
      1    cancelled: the Cancel action, Esc, a click outside, or end of input
      64   bad usage: an error, the usage line and a pointer to --help on stderr
      65   --check found an error
      69   no terminal could be opened (use --accessible)
      74   stdout could not take the result (a full disk, a closed stdout; the reason
           is on stderr), or the terminal failed while drawing
      124  --timeout passed
      129, 130, 143, 131
           ended by SIGHUP, SIGINT (Ctrl-C), SIGTERM, SIGQUIT

    Accessible mode (--accessible, or automatically when TERM is dumb or unset):
      Plain line prompts on stderr, answers read from stdin, in reading order: the
      title, the message, the numbered actions; then, unless Cancel was chosen, each
      field, toggle (y/n) and choice (numbered) in order. Answer with a number or a
      label; an empty answer takes the default shown in brackets or after "Return for".
      Invalid answers are asked again (10 in a row cancel). End of input (Ctrl-D,
      /dev/null) cancels like Esc and exits 1: it never waits forever. So does input
      that is no answer, with an error: a line over 1 MiB, or a NUL byte when stdin is
      not a terminal. Secure fields
      are read without echo when stdin is a terminal. No colour, no cursor movement,
      and no time limit unless --timeout is given: --duration does not apply, so there
      is time to read. A snackbar or banner prints its text; with actions it asks for
      one (an empty answer dismisses it), without it ends at once.

    """

  static let alert = """
    Shows a centred alert and prints the label of the button chosen.

      --title T       the headline (required; blank only beside a --message), such as
                      "Delete draft?"
      --message M     the body text
      --action LABEL[:ROLE]
                      a button, in order; ROLE is default, cancel or destructive.
                      Without --action the alert has one OK button. Only the text after
                      the last ':' can be a role: "Ratio 16:9" is a label, "Save:later"
                      is an error (an unknown role); add :default to keep such a
                      suffix, as in "Save:later:default". Labels must differ.
      --preferred LABEL
                      the button Return chooses, drawn most prominently
      --field NAME[:secure][=DEFAULT]
                      a text field, in order; :secure hides the text; everything after
                      the first '=' is the starting text. Names must differ.

    Example:
      if scrim alert --title "Delete draft?" --action Cancel:cancel \\
           --action Delete:destructive >/dev/null; then rm draft.txt; fi

    """

  static let sheet = """
    Shows an action sheet: a bottom sheet in a narrow terminal, a popover next to its
    anchor in a wide one (100 columns or more). Prints the label chosen.

      --title T       the headline
      --message M     the body text
      --action LABEL[:ROLE]
                      a choice, in order (at least one); ROLE is default, cancel or
                      destructive, read from the text after the last ':' as for alert
      --anchor COL,ROW
                      the cell the popover points at, counted from 0,0 at the top left

    Example:
      choice=$(scrim sheet --title "Export as" --action PDF --action PNG \\
        --action Cancel:cancel) || exit 0

    """

  static let dialog = """
    Shows a dialog of fields, toggles and choices with Cancel and OK, and prints one
    NAME=VALUE line per control when OK is chosen.

      --title T       the title naming the task (required; blank only beside a --message)
      --message M     text above the controls
      --field NAME[:secure][=DEFAULT]
                      a text field; :secure hides the text; everything after the first
                      '=' is the starting text
      --toggle NAME[=on]
                      an on/off switch (=on or =off to set it); prints NAME=on or NAME=off
      --choice NAME=A,B,C
                      a list of options, the first chosen at the start; write \\, for a
                      comma inside an option and \\\\ for a backslash
      --ok LABEL      the default button's label (default: OK)
      --cancel LABEL  the Cancel button's label (default: Cancel)
    Controls appear and print in the order given; names must differ.

    Example:
      values=$(scrim dialog --title "New user" --field name --field password:secure \\
        --toggle admin --choice shell=bash,zsh) || exit 1

    """

  static let snackbar = """
    Shows a brief message at the bottom (or top) of the terminal, below the cursor, and
    erases it when done. Prints the action's label when the action was chosen. Always
    exits 0.

      TEXT            the message (required)
      --action LABEL  one action, such as Undo; with it the snackbar waits for the user
                      unless --duration or --timeout is given
      --duration SECONDS
                      how long it shows (default 4, at most 10)
      --position top|bottom
                      where it shows (default bottom)

    Example:
      [ "$(scrim snackbar "Draft deleted" --action Undo --duration 6)" = Undo ] && undo

    """

  static let banner = """
    Shows a prominent status message at the top (or bottom) of the terminal, below the
    cursor. Prints the label of the action chosen. Always exits 0.

      TEXT            the description (required)
      --title T       a one-line heading
      --icon C        a leading character, such as ⚠
      --action LABEL  an action, in order (at most two); with actions the banner waits for
                      a choice (bound it with --timeout)
      --duration SECONDS
                      how long a banner without actions shows (default 5)
      --position top|bottom
                      where it shows (default top)

    """

  static let catalog = """
    A full-screen tour of every component: each entry presents a live example over the
    catalog, with the theme, the accessibility tree and the guideline diagnostics of the
    example on show. Needs a terminal that can draw (not TERM=dumb).

      --theme light|dark|contrast
                      the colours to start with
      -h, --help      show this help

    """

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
