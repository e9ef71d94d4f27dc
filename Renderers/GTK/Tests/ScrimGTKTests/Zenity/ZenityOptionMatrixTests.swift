import Dispatch
import ScrimCLI
import ScrimGTKCommand
import ScrimSystem
import Synchronization
import Testing

/// Every option zenity 3.44 reads, given to every box scrim-gtk shows: zenity accepts or
/// refuses each pair, and scrim-gtk's reading of the same command line must agree (and,
/// when both refuse, name the same option).
///
/// zenity checks its options after opening the display and before it builds the box, and
/// exits at the first it refuses. So that a pair it accepts also ends at once, a marker
/// option it is known to refuse on that box, and checks after all the others, is added:
/// the marker's refusal means the option under test passed. Where the marker cannot tell
/// (the option is the marker, or shares its message), the pair runs without it and the box
/// ends on its own (`--timeout=1`).
@Suite("scrim-gtk as zenity: the options each box accepts")
struct ZenityOptionMatrixTests {
  /// The boxes scrim-gtk shows, with what every command line for them starts with (a list
  /// needs a column to be a list at all), and two lists as scripts often give them.
  static let boxes: [[String]] = [
    ["--info"], ["--warning"], ["--error"], ["--question"], ["--entry"], ["--password"],
    ["--list", "--column=A"], ["--progress"], ["--forms"], ["--text-info"], ["--notification"],
    ["--color-selection"],
    // A list with an extra button, and one printing a column.
    ["--list", "--column=A", "--extra-button=Later"],
    ["--list", "--column=A", "--column=B", "--print-column=2"],
  ]

  /// zenity 3.44's options (src/option.c), each with a value that is not its default; the
  /// separator and the percentage also at their defaults, which zenity does not count.
  static let options = [
    "--title=x", "--window-icon=x", "--width=300", "--height=200", "--timeout=9",
    "--ok-label=x", "--cancel-label=x", "--extra-button=x", "--modal", "--attach=1",
    "--text=x", "--day=5", "--month=5", "--year=2020", "--date-format=x", "--entry-text=x",
    "--hide-text", "--icon-name=x", "--no-wrap", "--no-markup", "--ellipsize",
    "--filename=x", "--multiple", "--directory", "--save", "--separator=x", "--separator=|",
    "--confirm-overwrite", "--file-filter=x", "--column=x", "--checklist", "--radiolist",
    "--imagelist", "--editable", "--print-column=1", "--hide-column=1", "--hide-header",
    "--mid-search", "--listen", "--hint=a:b", "--percentage=30", "--percentage=0",
    "--pulsate", "--auto-close", "--auto-kill", "--no-cancel", "--time-remaining",
    "--default-cancel", "--switch", "--font=x", "--checkbox=x", "--html", "--no-interaction",
    "--url=x", "--auto-scroll", "--value=5", "--min-value=1", "--max-value=9", "--step=1",
    "--print-partial", "--hide-value", "--add-entry=x", "--add-password=x",
    "--add-calendar=x", "--add-list=x", "--list-values=x", "--column-values=x",
    "--add-combo=x", "--combo-values=x", "--show-header", "--forms-date-format=x",
    "--username", "--color=red", "--show-palette",
  ]

  /// What a program said of one command line.
  struct Verdict: Equatable, CustomStringConvertible {
    var refused: Bool
    /// The refusal's message, or "" when accepted.
    var message: String
    var description: String { refused ? "refused (\(message))" : "accepted" }
  }

  @Test("each option on each box: refused by scrim-gtk exactly where zenity refuses it")
  func matrix() throws {
    try #require(access("/usr/bin/zenity", X_OK) == 0, "zenity is installed")
    let pairs = Self.boxes.flatMap { box in Self.options.map { (box, $0) } }
    let theirs = Self.zenityVerdicts(pairs)
    var differences: [String] = []
    for ((box, option), zenity) in zip(pairs, theirs) {
      let ours = Self.ourVerdict(box + [option])
      // zenity names some options it refuses "(null)" (it looks them up in another group).
      let sameMessage = zenity.message.contains("(null)") || ours.message == zenity.message
      // A line zenity crashes on (--forms --column-values without --list-values) is not
      // one it refuses: ours must show the box.
      if zenity == Self.crashed {
        if ours.refused {
          differences.append(
            "\((box + [option]).joined(separator: " ")): zenity crashed, ours \(ours)")
        }
        continue
      }
      if ours.refused != zenity.refused || !sameMessage {
        differences.append(
          "\((box + [option]).joined(separator: " ")): zenity \(zenity), ours \(ours)")
      }
    }
    let report = differences.joined(separator: "\n")
    #expect(differences.isEmpty, "\(differences.count) of \(pairs.count):\n\(report)")
  }

  /// zenity's end on a line it crashes on, every time.
  static let crashed = Verdict(refused: false, message: "crashed")

  /// How scrim-gtk's reading of `arguments` ends.
  static func ourVerdict(_ arguments: [String]) -> Verdict {
    do {
      _ = try ZenityParser().parse(arguments)
      return Verdict(refused: false, message: "")
    } catch {
      return Verdict(refused: true, message: error.message)
    }
  }

  /// The marker for a box: an option zenity refuses on it and checks after every other
  /// option it refuses there, and the message of its refusal.
  static func marker(for box: [String]) -> (option: String, message: String) {
    switch box[0] {
    case "--info", "--warning", "--error":
      return ("--cancel-label=m", "--cancel-label is not supported for this dialog")
    case "--question":
      return ("--filename=m", "--filename is not supported for this dialog")
    default:
      // zenity names the ellipsis option "(null)" in its refusal, as it does --no-wrap.
      return ("--ellipsize", "--(null) is not supported for this dialog")
    }
  }

  /// zenity's verdict on each pair, four at a time.
  static func zenityVerdicts(_ pairs: [([String], String)]) -> [Verdict] {
    let results = Mutex([Verdict?](repeating: nil, count: pairs.count))
    let next = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      while true {
        let index = next.withLock { value -> Int in
          defer { value += 1 }
          return value
        }
        guard index < pairs.count else { return }
        let verdict = zenityVerdict(box: pairs[index].0, option: pairs[index].1)
        results.withLock { $0[index] = verdict }
      }
    }
    return results.withLock { $0.map { $0 ?? Verdict(refused: false, message: "not run") } }
  }

  /// zenity's verdict, asked up to three times: a run that shows neither a refusal nor the
  /// marker's (a display too busy to open, a crash) says nothing, and is run again.
  private static func zenityVerdict(box: [String], option: String) -> Verdict {
    for _ in 0..<3 {
      if let verdict = zenityAnswer(box: box, option: option) { return verdict }
    }
    return Verdict(refused: false, message: "no answer from zenity in three runs")
  }

  private static func zenityAnswer(box: [String], option: String) -> Verdict? {
    let marker = marker(for: box)
    let name = String(option.prefix { $0 != "=" })
    let markerName = String(marker.option.prefix { $0 != "=" })
    let ambiguous = name == markerName || (markerName == "--ellipsize" && name == "--no-wrap")
    let arguments = box + [option] + (ambiguous ? ["--timeout=1"] : [marker.option])
    let (status, signal, errors) = runZenity(arguments)
    if signal == SIGSEGV || signal == SIGABRT { return crashed }
    let firstLine = errors.split(separator: "\n").first.map(String.init) ?? ""
    let isRefusal =
      firstLine.hasSuffix(" is not supported for this dialog")
      || firstLine.hasPrefix("This option is not available.")
    if !ambiguous {
      guard status == 255, isRefusal else { return nil }
      return firstLine == marker.message
        ? Verdict(refused: false, message: "") : Verdict(refused: true, message: firstLine)
    }
    if status == 255 && isRefusal { return Verdict(refused: true, message: firstLine) }
    // Shown, then ended by --timeout (5), or a notification without a bus to send to (1).
    guard status == 5 || (status == 1 && box[0] == "--notification") else { return nil }
    return Verdict(refused: false, message: "")
  }

  /// Runs zenity with `arguments` to its end, and returns its status or signal, and its
  /// stderr.
  private static func runZenity(_ arguments: [String]) -> (Int32?, Int32?, String) {
    guard
      let program = try? ChildProcess(
        "/usr/bin/zenity", arguments.map { Array($0.utf8) },
        environment: [
          "LANG": "C.UTF-8", "LANGUAGE": "", "GDK_BACKEND": "x11", "NO_AT_BRIDGE": "1",
          "GTK_A11Y": "none", "DBUS_SESSION_BUS_ADDRESS": "disabled:",
        ])
    else { return (nil, nil, "") }
    defer { program.removeTemporaryDirectory() }
    let ending = program.wait()
    return (ending.status, ending.signal, String(decoding: program.errorText, as: UTF8.self))
  }
}
