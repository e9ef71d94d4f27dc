/// `--help` for scrim as whiptail or dialog: the boxes and options it understands.
enum CompatHelp {
  static func text(for program: CompatProgram) -> String {
    var text =
      "scrim as \(program.rawValue): \(program.rawValue)'s command line, drawn by scrim.\n\n"
    text += "Boxes:\n"
    for kind in CompatBox.Kind.allCases where kind.isSupported(by: program) {
      text += "  --\(kind.rawValue) \(CompatParser.usage(kind))\n"
    }
    text += """

      Options: --title, --backtitle, --clear, --defaultno, --default-item, --ok-button,
      --cancel-button, --yes-button, --no-button (and the --*-label spellings), --nocancel,
      --noitem, --notags, --separate-output, --stdout, --output-fd, --input-fd, --timeout,
      --sleep, --scrolltext, --fb, --topleft, --cr-wrap, --no-collapse, --trim, --colors,
      --insecure, --item-help, --help-button, --extra-button, --quoted, --and-widget.
      Results go to stderr unless --stdout or --output-fd say otherwise.
      Exit status: 0 OK/Yes, 1 Cancel/No, 2 Help, 3 Extra, 255 Esc or error.
      SCRIM_ACCESSIBLE=1, ACCESSIBLE or TERM=dumb asks with line prompts for screen readers.

      """
    return text
  }
}
