/// What `scrim zenity --help` and `scrim-gtk zenity --help` print: zenity's options that
/// scrim reads.
package enum ZenityHelp {
  package static let text = """
    Usage:
      zenity [OPTION…]

    scrim as zenity: zenity's command line, results and exit codes, drawn by Scrim on the
    terminal, as line prompts (SCRIM_ACCESSIBLE=1) or, by scrim-gtk, in a window.

    Boxes:
      --info --warning --error --question   Messages (--text, --no-wrap, --no-markup,
                                            --ellipsize, --icon-name, --default-cancel)
      --entry                               A text entry (--text, --entry-text, --hide-text)
      --password                            A password, and a username with --username
      --list                                A list (--column, --checklist, --radiolist,
                                            --multiple, --separator, --print-column,
                                            --hide-column, --hide-header); rows are the
                                            words after the options, or stdin's lines
      --progress                            A progress bar fed by stdin: numbers and
                                            "# text" lines (--percentage, --pulsate,
                                            --auto-close, --no-cancel)
      --forms                               A form (--add-entry, --add-password,
                                            --add-combo, --combo-values, --separator)
      --text-info                           A file or stdin as text (--filename, --checkbox)
      --notification                        A desktop notification (--text); without a
                                            display, its text on stderr

    Common options:
      --title=TITLE --width=WIDTH --height=HEIGHT --timeout=SECONDS --ok-label=TEXT
      --cancel-label=TEXT --extra-button=TEXT --modal --icon-name=ICON --text=TEXT

    Exit status: 0 OK, 1 Cancel or closed (an extra button prints its label), 5 time-out,
    255 a usage error.

    """
}
