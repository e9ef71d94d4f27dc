import ScrimCLI
import Testing

/// `--help`, the man page and the shell completions come from one table; these check that
/// nothing a user can type is missing from any of them.
@Suite struct CompletionAndManPageTests {
  static let scripts = CompletionShell.allCases.map { ($0, CompletionScript.text(for: $0)) }

  @Test("every subcommand's flags appear in its help, every completion script and the man page")
  func everyFlagEverywhere() {
    for subcommand in Subcommand.allCases {
      let help = HelpText.text(for: subcommand)
      for flag in subcommand.documentedFlags {
        #expect(help.contains("  " + (flag.shortName.map { $0 + ", " } ?? "") + flag.name))
        for (shell, script) in Self.scripts {
          let written = shell == .fish ? "-l " + flag.name.dropFirst(2) : flag.name
          #expect(script.contains(written), "\(shell) lacks \(subcommand.name) \(flag.name)")
        }
        #expect(ManPage.text.contains(ManPage.escaped(flag.name)), "man page lacks \(flag.name)")
      }
      for (shell, script) in Self.scripts {
        #expect(script.contains(subcommand.name), "\(shell) lacks \(subcommand.name)")
      }
      #expect(ManPage.text.contains(".SS \(subcommand.name)\n"))
    }
  }

  @Test("scrim zenity completes as a first word, then with zenity's options, in every shell")
  func zenityCompletes() {
    for (shell, script) in Self.scripts {
      for option in ["--question", "--entry-text", "--timeout", "--add-combo"] {
        let written = shell == .fish ? "-l " + option.dropFirst(2) : option
        #expect(script.contains(written), "\(shell) lacks zenity's \(option)")
      }
    }
    #expect(CompletionScript.text(for: .bash).contains("    zenity)\n"))
    #expect(CompletionScript.text(for: .zsh).contains("'zenity:"))
    #expect(CompletionScript.text(for: .fish).contains("-a zenity"))
    #expect(HelpText.text(for: nil).contains("scrim whiptail|dialog|zenity ARGS..."))
    #expect(ManPage.text.contains(".SH ZENITY"))
  }

  @Test("every flag the parser takes is in the table, and only those")
  func parserAgreesWithTable() throws {
    for subcommand in Subcommand.allCases where subcommand != .catalog {
      for flag in subcommand.flags {
        var arguments = [subcommand.name, flag.name]
        if flag.takesValue { arguments.append(flag.choices.first ?? "1") }
        do {
          _ = try Invocation.parse(arguments)
        } catch {
          #expect(!error.message.contains("has no flag"), "\(arguments): \(error.message)")
        }
      }
      #expect(throws: UsageError.self) { try Invocation.parse([subcommand.name, "--nonsense"]) }
    }
  }

  @Test("every flag name a value is read back by is a flag some subcommand documents")
  func everyFlagNameIsDocumented() {
    let documented = Set(Subcommand.allCases.flatMap(\.documentedFlags).map(\.key))
    for name in FlagName.allCases {
      #expect(documented.contains(name), "\(name.rawValue) is read but in no table")
    }
  }

  @Test("docs/scrim.1 is the page scrim --generate-man-page prints")
  func committedManPageIsCurrent() throws {
    let path = Self.packageRoot() + "/docs/scrim.1"
    let committed = try #require(ChildProcess.run("/bin/cat", [path]))
    #expect(
      committed.standardOutput == ManPage.text,
      "run: swift run scrim --generate-man-page > docs/scrim.1")
  }

  @Test(
    "scrim --generate-completion-script and --generate-man-page print them; a bad shell is usage")
  func generatorsFromTheCommand() throws {
    let scrim = ChildProcess.product("scrim")
    let bash = try #require(ChildProcess.run(scrim, ["--generate-completion-script", "bash"]))
    #expect(bash.status == 0 && bash.standardOutput == CompletionScript.text(for: .bash))
    let man = try #require(ChildProcess.run(scrim, ["--generate-man-page"]))
    #expect(man.status == 0 && man.standardOutput == ManPage.text)
    let wrong = try #require(ChildProcess.run(scrim, ["--generate-completion-script", "tcsh"]))
    #expect(wrong.status == 64 && wrong.standardOutput.isEmpty)
  }

  @Test("in bash, Tab completes every subcommand, every flag and the words a value may be")
  func bashCompletesEverything() throws {
    let scrim = ChildProcess.product("scrim")
    // One bash run: the script from the command itself, then each line the test asks
    // for, as "WORDS => COMPLETIONS".
    var program = "source <('\(scrim)' --generate-completion-script bash)\n"
    program += "complete -p scrim\n"
    program += "ask() { COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1)); _scrim; "
    program += "echo \"$* => ${COMPREPLY[*]}\"; }\n"
    program += "ask scrim ''\n"
    for subcommand in Subcommand.allCases {
      program += "ask scrim \(subcommand.name) -\n"
      for flag in subcommand.flags where !flag.choices.isEmpty {
        program += "ask scrim \(subcommand.name) \(flag.name) ''\n"
      }
    }
    let result = try #require(
      ChildProcess.run("/bin/bash", ["--norc", "--noprofile", "-s"], input: program))
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "complete -F _scrim scrim")

    let top = Set(answer(to: "scrim ", in: lines))
    #expect(top.isSuperset(of: Subcommand.allCases.map(\.name)))
    for subcommand in Subcommand.allCases {
      let offered = Set(answer(to: "scrim \(subcommand.name) -", in: lines))
      let names = subcommand.documentedFlags.flatMap {
        [$0.name] + ($0.shortName.map { [$0] } ?? [])
      }
      // `scrim dialog` is dialog's command line too, when it names one of dialog's boxes.
      let shared = DropInCompletion.sharing(subcommand)?.options ?? []
      #expect(offered == Set(names + shared), "\(subcommand.name)")
      for flag in subcommand.flags where !flag.choices.isEmpty {
        let values = answer(to: "scrim \(subcommand.name) \(flag.name) ", in: lines)
        #expect(values == flag.choices, "\(subcommand.name) \(flag.name)")
      }
    }
  }

  private func answer(to words: String, in lines: [String]) -> [String] {
    guard let line = lines.first(where: { $0.hasPrefix(words + " => ") }) else { return [] }
    return line.dropFirst(words.count + 4).split(separator: " ").map(String.init)
  }

  static func packageRoot(filePath: String = #filePath) -> String {
    var parts = filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/ScrimCLITests/CompletionAndManPageTests.swift
    return parts.joined(separator: "/")
  }
}
