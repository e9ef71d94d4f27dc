import Testing

@testable import ScrimCLI

/// `scrim whiptail --help` and `scrim dialog --help`: each lists the options its own
/// scanner reads, and only those.
@Suite struct CompatHelpTests {
  /// The options a program's help lists, read back from its text.
  private func listed(_ program: CompatProgram) -> [String] {
    let text = CompatHelp.text(for: program)
    guard let start = text.firstRange(of: "Options: "), let end = text.firstRange(of: "Results go")
    else { return [] }
    return text[start.upperBound..<end.lowerBound]
      .split(whereSeparator: { " \n,.".contains($0) }).map(String.init)
  }

  @Test("every option whiptail's help names, whiptail's scanner takes; none it rejects")
  func whiptailListsWhatItTakes() throws {
    let names = listed(.whiptail)
    #expect(names.contains("--title") && names.contains("--output-fd"))
    // dialog's own options, which whiptail refuses.
    for refused in ["--stdout", "--input-fd", "--and-widget", "--sleep", "--cr-wrap"] {
      #expect(!names.contains(refused), "\(refused)")
    }
    for name in names {
      let value = CompatFlag.byName(CompatFlag.all, in: .whiptail)[name]
      #expect(value != nil, "\(name)")
    }
  }

  @Test("every option dialog reads is in dialog's help, and nothing else")
  func dialogListsWhatItReads() {
    let names = listed(.dialog)
    let table = CompatFlag.byName(CompatFlag.all, in: .dialog)
    let read = Set(table.keys).subtracting(["--help", "--version"])
      .union(DialogParser.ownOptions)
    #expect(Set(names) == read)
    #expect(names.count == Set(names).count, "no option twice")
    #expect(names.contains("--stdout") && names.contains("--and-widget"))
  }

  @Test("the option list keeps within 80 columns and ends with the results and exit codes")
  func layout() {
    for program in CompatProgram.allCases {
      let text = CompatHelp.text(for: program)
      let options = text.split(separator: "\n").drop { !$0.hasPrefix("Options: ") }
      #expect(options.count > 3 && options.allSatisfy { $0.count <= 80 }, "\(program)")
      #expect(text.hasSuffix("with line prompts for screen\nreaders.\n"), "\(program)")
      // whiptail has neither --stdout nor Help and Extra buttons.
      #expect(text.contains("--stdout or") == (program == .dialog), "\(program)")
      #expect(text.contains("2 Help") == (program == .dialog), "\(program)")
    }
  }
}
