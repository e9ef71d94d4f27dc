import Testing

@testable import ScrimCLI

/// `scrim whiptail --help` and `scrim dialog --help`: today's option list, pinned, and the
/// options it names checked against the table dialog's scanner reads.
@Suite struct CompatHelpTests {
  /// The list both programs print today, word for word.
  static let optionList = """
    Options: --title, --backtitle, --clear, --defaultno, --default-item, --ok-button,
    --cancel-button, --yes-button, --no-button (and the --*-label spellings), --nocancel,
    --noitem, --notags, --separate-output, --stdout, --output-fd, --input-fd, --timeout,
    --sleep, --scrolltext, --fb, --topleft, --cr-wrap, --no-collapse, --trim, --colors,
    --insecure, --item-help, --help-button, --extra-button, --quoted, --and-widget.

    """

  @Test("whiptail's and dialog's help print the same option list, after their boxes")
  func optionListIsPinned() {
    for program in CompatProgram.allCases {
      let text = CompatHelp.text(for: program)
      #expect(text.contains("\n\n" + Self.optionList), "\(program)")
      #expect(text.hasSuffix(Self.optionList + tail), "\(program)")
    }
  }

  @Test("every option dialog's help names is one dialog reads")
  func dialogReadsEveryListedOption() {
    let listed = Self.optionList.split(whereSeparator: { " \n,.()".contains($0) })
      .filter { $0.hasPrefix("--") && !$0.contains("*") }.map(String.init)
    #expect(listed.count == 31)
    let table = CompatFlag.byName(CompatFlag.all, in: .dialog)
    for name in listed {
      #expect(table[name] != nil || DialogParser.ownOptions.contains(name), "\(name)")
    }
  }

  private let tail = """
    Results go to stderr unless --stdout or --output-fd say otherwise.
    Exit status: 0 OK/Yes, 1 Cancel/No, 2 Help, 3 Extra, 255 Esc or error.
    SCRIM_ACCESSIBLE=1, ACCESSIBLE or TERM=dumb asks with line prompts for screen readers.

    """
}
