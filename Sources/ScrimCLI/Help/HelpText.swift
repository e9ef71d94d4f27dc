/// The text `scrim --help` and `scrim SUBCOMMAND --help` print on stdout.
package enum HelpText {
  /// The overview for nil, else the subcommand's help; each ends with a newline.
  package static func text(for subcommand: Subcommand?) -> String {
    guard let subcommand else { return overview }
    let body = subcommandBody(subcommand)
    if subcommand == .catalog { return "usage: \(subcommand.usage)\n\n" + body }
    return "usage: \(subcommand.usage)\n\n" + body + "\n" + common + "\n" + contract
  }

  /// The introduction, the flags, and the example, each line ending with a newline.
  private static func subcommandBody(_ subcommand: Subcommand) -> String {
    var text = subcommand.introduction + "\n\n"
    if let positional = subcommand.positional {
      text += FlagHelp.lines(head: positional.name, help: [positional.help])
    }
    text += subcommand.ownFlags.map(FlagHelp.lines(for:)).joined()
    if subcommand == .catalog { text += FlagHelp.lines(for: .help) }
    if let note = subcommand.flagNote { text += note + "\n" }
    if let example = subcommand.example {
      text += "\nExample:\n" + indented(example) + "\n"
    }
    return text
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
      .joined(separator: "\n")
  }

  static let overview = """
    scrim: Material-style alerts, action sheets, dialogs, snackbars and banners for shell
    scripts, drawn on the terminal.

    usage: scrim SUBCOMMAND [FLAGS]
           scrim whiptail|dialog|zenity ARGS...   (their command lines, or a symlink so named)
           scrim answers --from TRANSCRIPT        (an answers file that replays a run)
           scrim --help | --version
           scrim --generate-completion-script bash|zsh|fish | --generate-man-page

    Subcommands:

    """
    + Subcommand.allCases.map { "  " + pad($0.name, 10) + $0.summary + "\n" }.joined()
      + """

      Run scrim SUBCOMMAND --help for its flags. Flags follow the subcommand.

      """ + "\n" + common + "\n" + contract

  static let common: String = {
    let flags: [FlagSpec] = Subcommand.commonFlags + [.help]
    let lines: String = flags.map(FlagHelp.lines(for:)).joined()
    return "Common flags (not for catalog):\n" + lines + "\n" + values
  }()

  static let values = """
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
      78   the answers file (--answers, SCRIM_ANSWERS) cannot be read, or has no
           answer for a question shown: the message names the question and an entry
           that answers it; nothing is printed on stdout (whiptail, dialog and zenity
           exit 78 for it too, a status none of them gives)
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
      one (an empty answer dismisses it), without it ends at once. SCRIM_ACCESSIBLE=1,
      or ACCESSIBLE set as other command-line tools read it, asks for it as
      --accessible does.

    Answers files (--answers FILE, or SCRIM_ANSWERS=FILE):
      Each question is answered from FILE instead of a person, with no terminal and no
      display, for scrim's commands and as whiptail, dialog and zenity: the script sees
      what it would see had a person answered, the same output and exit status. Time
      stands still until an answer (--timeout and a pause run out only for an entry
      that says wait); a gauge reads its input to its end. An entry is a header, [KIND]
      or [KIND "PATTERN"], then its answer, a line each (or on the header's line):
      button = LABEL (else the default button), choose = ITEM (a tag or an item's
      text), check = ITEM (one a line; exactly these are checked; a switch to turn
      on), uncheck = SWITCH, text = TEXT (each field in order; "quoted" keeps blanks),
      wait, escape, repeat. KIND is the box's name (yesno, menu, inputbox, entry, list,
      question, alert, dialog...) or *; PATTERN is a glob (* and ?) matched against the
      whole title or text, or else a piece of either. The first unused matching entry
      answers; repeat makes one answer every question it matches. Lines starting with
      # are comments.
        [yesno "Install the docs?"] button = No
        [menu "Choose a mirror"] choose = eu
      SCRIM_TRANSCRIPT=FILE appends a JSON line for each question asked (answered by a
      person or a file): front, kind, role, title, text, choices, buttons, answer; a
      secure field's text is ********. scrim answers --from FILE writes the answers
      file that replays it.

    """

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
