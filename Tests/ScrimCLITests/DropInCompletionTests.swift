import Testing

@testable import ScrimCLI

/// `scrim whiptail`, `scrim dialog` and `scrim zenity` complete from the tables their
/// scanners read: every option and box each program takes, and only those.
@Suite struct DropInCompletionTests {
  /// What bash's Tab offers after each line of `words`, run through the script scrim prints.
  private func bashOffers(_ lines: [String]) throws -> [String: Set<String>] {
    let scrim = ChildProcess.product("scrim")
    var program = "source <('\(scrim)' --generate-completion-script bash)\n"
    program += "ask() { COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1)); _scrim; "
    program += "echo \"$* => ${COMPREPLY[*]}\"; }\n"
    for line in lines { program += "ask \(line)\n" }
    let result = try #require(
      ChildProcess.run("/bin/bash", ["--norc", "--noprofile", "-s"], input: program))
    #expect(result.status == 0, "\(result.standardError)")
    var offers: [String: Set<String>] = [:]
    for line in result.standardOutput.split(separator: "\n") {
      let parts = line.split(separator: " => ", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else { continue }
      offers[String(parts[0])] = Set(parts[1].split(separator: " ").map(String.init))
    }
    return offers
  }

  @Test("in bash, scrim whiptail and scrim dialog complete their own boxes and options")
  func bashCompletesWhiptailAndDialog() throws {
    let offers = try bashOffers([
      "scrim ''", "scrim whiptail --", "scrim dialog --", "scrim zenity --",
      "scrim whiptail --title ''", "scrim dialog --msgbox Hi 0 0 --", "scrim dialog --timeo",
    ])
    #expect(offers["scrim "]?.isSuperset(of: ["whiptail", "dialog", "zenity"]) == true)
    let whiptail = try #require(offers["scrim whiptail --"])
    #expect(whiptail.isSuperset(of: ["--msgbox", "--checklist", "--title", "--output-fd"]))
    #expect(whiptail.isDisjoint(with: ["--stdout", "--begin", "--calendar", "--and-widget"]))
    let dialog = try #require(offers["scrim dialog --"])
    #expect(dialog.isSuperset(of: ["--msgbox", "--stdout", "--begin", "--and-widget", "--file"]))
    #expect(dialog.isSuperset(of: ["--ok-label", "--ok-button", "--help", "--version"]))
    #expect(dialog.isDisjoint(with: ["--question", "--entry-text"]))
    #expect(offers["scrim zenity --"]?.isSuperset(of: ["--question", "--entry-text"]) == true)
    // A value is free text: nothing is offered for it.
    #expect(offers["scrim whiptail --title "] == [])
    #expect(offers["scrim dialog --msgbox Hi 0 0 --"] == dialog)
    #expect(offers["scrim dialog --timeo"] == ["--timeout"])
  }

  @Test("every option a drop-in completes is one its scanner reads, and every one it reads")
  func completionsAreTheScannersOptions() throws {
    for program in CompatProgram.allCases {
      let completion = try #require(DropInCompletion.all.first { $0.name == program.rawValue })
      let offered = Set(completion.options)
      for flag in CompatFlag.all {
        for name in flag.names(in: program.dropIn) {
          #expect(offered.contains("--" + name), "\(program) lacks --\(name)")
        }
      }
      for option in offered {
        // An option is read if the scanner does not call it unknown.
        do {
          let valued = completion.valued.contains(option)
          let values = option == "--begin" ? ["1", "1"] : valued ? ["1"] : []
          _ = try CompatParser(program: program).parse(
            [option] + values + ["--msgbox", "Hi", "0", "0"])
        } catch {
          #expect(!error.isUnknownOption, "\(program) \(option): \(error.message)")
          #expect(!error.message.contains("Unknown option"), "\(program) \(option)")
        }
      }
    }
  }

  @Test("zsh and fish offer the same options for each drop-in")
  func zshAndFishAgree() throws {
    let zsh = CompletionScript.text(for: .zsh)
    let fish = CompletionScript.text(for: .fish)
    for program in DropInCompletion.all {
      #expect(zsh.contains("    \(program.name))\n      compadd -- "))
      #expect(zsh.contains("'\(program.name):"))
      #expect(fish.contains("-a \(program.name) -d"))
      for option in program.options {
        let line = "from \(program.name)' -l \(option.dropFirst(2))"
        #expect(fish.contains(line + "\n") || fish.contains(line + " -r\n"), "\(option)")
      }
    }
    #expect(fish.contains("from whiptail' -l title -r\n"))
    #expect(fish.contains("from dialog' -l stdout\n"))
  }
}
