/// The prose of each subcommand's help around its flags, which the man page shows too.
extension Subcommand {
  /// What it does, the paragraph above its flags.
  package var introduction: String {
    switch self {
    case .alert:
      return "Shows a centred alert and prints the label of the button chosen."
    case .sheet:
      return """
        Shows an action sheet: a bottom sheet in a narrow terminal, a popover next to its
        anchor in a wide one (100 columns or more). Prints the label chosen.
        """
    case .dialog:
      return """
        Shows a dialog of fields, toggles and choices with Cancel and OK, and prints one
        NAME=VALUE line per control when OK is chosen.
        """
    case .snackbar:
      return """
        Shows a brief message at the bottom (or top) of the terminal, below the cursor, and
        erases it when done. Prints the action's label when the action was chosen. Always
        exits 0.
        """
    case .banner:
      return """
        Shows a prominent status message at the top (or bottom) of the terminal, below the
        cursor. Prints the label of the action chosen. Always exits 0.
        """
    case .catalog:
      return """
        A full-screen tour of every component: each entry presents a live example over the
        catalog, with the theme, the accessibility tree and the guideline diagnostics of the
        example on show. Needs a terminal that can draw (not TERM=dumb).
        """
    }
  }

  /// A line right below the flags, or nil.
  package var flagNote: String? {
    self == .dialog ? "Controls appear and print in the order given; names must differ." : nil
  }

  /// A command line that uses it, as a script would, or nil.
  package var example: String? {
    switch self {
    case .alert:
      return """
        if scrim alert --title "Delete draft?" --action Cancel:cancel \\
             --action Delete:destructive >/dev/null; then rm draft.txt; fi
        """
    case .sheet:
      return """
        choice=$(scrim sheet --title "Export as" --action PDF --action PNG \\
          --action Cancel:cancel) || exit 0
        """
    case .dialog:
      return """
        values=$(scrim dialog --title "New user" --field name --field password:secure \\
          --toggle admin --choice shell=bash,zsh) || exit 1
        """
    case .snackbar:
      return """
        [ "$(scrim snackbar "Draft deleted" --action Undo --duration 6)" = Undo ] && undo
        """
    case .banner, .catalog:
      return nil
    }
  }
}
