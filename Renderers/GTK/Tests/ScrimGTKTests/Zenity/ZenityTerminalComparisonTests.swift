import ScrimCLI
import ScrimSystem
import ScrimTesting
import Testing

/// `scrim zenity` in a terminal answers as the real zenity does in its window.
///
/// A few corpus lines for each box: the real zenity on a private Xvfb display, answered by
/// xdotool; the root package's built scrim in a pseudo-terminal, answered by the same keys
/// as a terminal sends them. The same stdout and exit status, or the case fails with both
/// outcomes; a difference is run once more and only the second verdict counts.
@Suite("scrim zenity in a terminal: the corpus against the real zenity")
struct ZenityTerminalComparisonTests {
  /// The root package's debug scrim, found from this file's place in the repository.
  static func scrim(filePath: String = #filePath) -> String {
    var parts = filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(6)  // Renderers/GTK/Tests/ScrimGTKTests/Zenity/this file
    return parts.joined(separator: "/") + "/.build/debug/scrim"
  }

  /// The lines compared: the first two of each box the corpus answers with keys and no
  /// input, and the progress boxes that end by themselves (a key pressed while a progress
  /// box still reads its input would race it).
  static func cases() -> [ZenityCorpus.Entry] {
    var taken: [ZenityBox: Int] = [:]
    return ZenityCorpus.entries().filter { entry in
      guard case .show(let request)? = try? ZenityParser().parse(entry.arguments) else {
        return false
      }
      switch entry.answer {
      case .keys where entry.standardInput.isEmpty && request.box != .progress: break
      case .none where request.box == .progress: break
      default: return false
      }
      taken[request.box, default: 0] += 1
      return taken[request.box, default: 0] <= 2
    }
  }

  @Test("each line: scrim zenity's stdout and exit status in a terminal are zenity's")
  func sameAsZenity() async throws {
    for (program, remedy) in [
      (ZenityCorpusTests.zenity, "apt-get install zenity"),
      (WindowDriver.xdotool, "apt-get install xdotool"),
      (Self.scrim(), "swift build in the repository's root"),
    ] {
      try #require(access(program, X_OK) == 0, "\(program) is missing (\(remedy))")
    }
    let cases = Self.cases()
    #expect(cases.count >= 12, "a few lines of each box: \(cases.map(\.testDescription))")
    for entry in cases {
      var verdict = try await Self.compare(entry)
      if !verdict.passed { verdict = try await Self.compare(entry) }
      #expect(verdict.passed, "\(entry.testDescription)\n\(verdict.message)")
    }
  }

  /// Runs the line through zenity in a window and scrim zenity in a terminal.
  static func compare(_ entry: ZenityCorpus.Entry) async throws -> ZenityCorpusTests.Verdict {
    let directory = ZenityCorpus.directory() + "/files"
    let theirs = try await DisplayPool.shared.withDisplay { display in
      WindowDriver(display: display.name, workingDirectory: directory)
        .run([ZenityCorpusTests.zenity] + entry.arguments, entry)
    }
    if theirs.note != nil || theirs.status == nil {
      return .init(passed: false, message: "zenity itself: \(theirs): its keys do not end it")
    }
    let ours = try await inTerminal(entry, directory: directory)
    return .init(
      passed: ours.sameResult(as: theirs), message: "zenity: \(theirs)\nscrim zenity: \(ours)")
  }

  /// scrim zenity with the line's stdin piped in, its keys pressed once the box is drawn.
  static func inTerminal(_ entry: ZenityCorpus.Entry, directory: String) async throws
    -> ScriptOutcome
  {
    let terminal = try PseudoTerminal(
      executable: "/bin/sh",
      arguments: [
        "-c",
        "cd \"$1\" && input=$2 && shift 2 && printf '%s' \"$input\" | exec \"$0\" zenity \"$@\"",
        scrim(), directory, entry.standardInput,
      ] + entry.arguments,
      environment: ["TERM=xterm-256color", "LANG=C.UTF-8", "ESCDELAY=10", "PATH=/usr/bin:/bin"],
      standardOutput: .pipe, standardError: .pipe)
    var note: String?
    if case .keys(let steps) = entry.answer {
      let drawn = await terminal.wait {
        $0.screen.isOnAlternateScreen && $0.screen.lines.contains { !$0.allSatisfy(\.isWhitespace) }
      }
      if drawn {
        for step in steps {
          switch step {
          case .key(let name): terminal.press(terminalKey(name))
          case .type(let text): terminal.type(text)
          }
        }
      } else {
        note = "no box drawn"
      }
    }
    let exit = await terminal.waitForExit()
    if exit == nil {
      terminal.signal(SIGKILL)
      note = note ?? "still running after the last key (killed)"
    }
    var status: Int32?
    if case .exited(let code)? = exit { status = code }
    return ScriptOutcome(
      status: status, standardOutput: String(decoding: terminal.standardOutput, as: UTF8.self),
      standardError: String(decoding: terminal.standardError, as: UTF8.self), note: note)
  }

  /// What a terminal sends for a key xdotool names.
  static func terminalKey(_ name: String) -> PseudoTerminal.Key {
    switch name {
    case "Return": return .enter
    case "Escape": return .escape
    case "Tab": return .tab
    case "shift+Tab": return .backTab
    case "space": return .space
    case "BackSpace": return .backspace
    case "Up": return .up
    case "Down": return .down
    case "Left": return .left
    case "Right": return .right
    case "Home": return PseudoTerminal.Key("\u{1B}[H")
    case "End": return PseudoTerminal.Key("\u{1B}[F")
    default:
      // ctrl+letter: its control character.
      if name.hasPrefix("ctrl+"), let letter = name.dropFirst(5).lowercased().unicodeScalars.first,
        ("a"..."z").contains(letter)
      {
        return PseudoTerminal.Key(String(UnicodeScalar(UInt8(letter.value - 96))))
      }
      return PseudoTerminal.Key("")
    }
  }
}
