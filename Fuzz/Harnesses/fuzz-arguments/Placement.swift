import FuzzSupport
import ScrimCore

@testable import ScrimCLI

/// Valid boxes that placed words are inserted into; the form is dialog's alone.
private let placementBoxes: [[String]] = [
  ["--menu", "T", "10", "40", "3", "a", "A", "b", "B"],
  ["--inputbox", "Name?", "8", "40", "init"],
  ["--checklist", "Pick", "12", "40", "2", "a", "A", "on", "b", "B", "off"],
  ["--radiolist", "One", "12", "40", "2", "a", "A", "off", "b", "B", "on"],
  ["--yesno", "Sure?", "7", "40"],
  ["--msgbox", "Done", "7", "40"],
  ["--gauge", "Copying", "7", "40", "20"],
  ["--passwordbox", "Secret", "8", "40"],
  ["--textbox", "/etc/motd", "10", "40"],
  [
    "--form", "Who", "12", "40", "2", "Name", "1", "1", "Ann", "1", "8", "10", "20", "Age", "2",
    "1", "", "2", "8", "4", "3",
  ],
]

/// Words, or an option with its values, that scripts put around a box: the options of
/// whiptail's and dialog's tables (checked against them once, in `knownWords`), a second
/// box to chain, and what only looks like an option.
private let placementWords: [[String]] = [
  // whiptail's options, which dialog has too.
  ["--title", "T"], ["--title=T"], ["--backtitle", "B"], ["--default-item", "b"],
  ["--yes-button", "Y"], ["--no-button", "N"], ["--ok-button", "O"], ["--cancel-button", "C"],
  ["--output-fd", "3"], ["--output-fd=1"], ["--clear"], ["--defaultno"], ["--nocancel"],
  ["--noitem"], ["--notags"], ["--separate-output"], ["--fb"], ["--scrolltext"],
  ["--topleft"], ["--fullbuttons"], ["--help"], ["--version"], ["-h"], ["-v"],
  // dialog's own.
  ["--and-widget"], ["--file", "/dev/null"], ["--stdout"], ["--stderr"], ["--ok-label", "O"],
  ["--no-collapse"], ["--cr-wrap"], ["--trim"], ["--colors"], ["--begin", "1", "2"],
  ["--output-separator", ";"], ["--no-cancel"], ["--no-tags"], ["--nook"], ["--extra-button"],
  ["--help-button"], ["--item-help"], ["--insecure"], ["--separate-widget", "|"],
  ["--default-button", "no"], ["--args"], ["--keep-tite"], ["--aspect", "9"],
  ["--timeout", "1"], ["--sleep", "1"], ["--input-fd", "0"], ["--print-maxsize"],
  ["--no-shadow"],
  // A second box, for a chain (dialog) or "only one box" (whiptail).
  ["--msgbox", "M", "6", "30"], ["--yesno", "Y", "0", "0"], ["--infobox", "I", "5", "20"],
  ["--calendar", "C", "0", "0", "1", "1", "2000"],
  // Words that stand where options do: the end of options, a negative number, a bare
  // option without its value, an option neither program has, dialog's "no" prefix on an
  // option (its --title; unknown to whiptail), and stray arguments.
  ["--"], ["-5"], ["-"], ["--title"], ["--output-fd"], ["--=x"], ["--unknown"], ["--menu"],
  ["--notitle", "N"], ["8"], ["a"], [""],
]

/// The words one of `placementWords` or a fuzzed word may be: a dialog `--file` is left out,
/// as dialog's parser reads it from the file system (`CompatParser` has no way to give it
/// a file of its own) and a fuzzed path such as /dev/stdin would wait for input.
private func isPlaceable(_ word: String) -> Bool { word != "--file" }

/// A command line from `placementBoxes[choice]` with words inserted: the input after the
/// mode is pairs of bytes, which word and where (a position among the words so far), up to
/// a NUL; after it, NUL-separated fuzzed words join the choices.
func placedWords(_ choice: Int, _ input: ArraySlice<UInt8>) -> [String] {
  let parts = input.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
  let extra =
    parts.count > 1
    ? parts[1].split(separator: 0, omittingEmptySubsequences: false)
      .map { [ArgumentText.decode($0)] }.filter { $0.allSatisfy(isPlaceable) } : []
  let choices = placementWords + extra
  var words = placementBoxes[choice % placementBoxes.count]
  let pairs = Array(parts.first ?? [])
  for start in stride(from: 0, to: pairs.count - 1, by: 2) {
    let inserted = choices[Int(pairs[start]) % choices.count]
    let position = Int(pairs[start + 1]) % (words.count + 1)
    words.insert(contentsOf: inserted, at: position)
  }
  return words
}

/// Parses `words` as both programs do, and traps unless every box has the arguments its
/// kind needs, and, for whiptail, `--title` may stand anywhere among the other words
/// (but after `--`, or where it would be an option's value) with the same result.
@MainActor
func exercisePlacement(_ words: [String]) {
  _ = knownWords
  for program in CompatProgram.allCases {
    if case .success(let request) = parse(words, as: program) {
      requireShape(request, words)
    }
  }
  // A line that sets the title already would make the moved one count or not by order.
  guard !words.contains(where: { $0.hasPrefix("--title") }) else { return }
  for moved in [["--title", "Moved"], ["--title=Moved"]] {
    let reference = parse(moved + words, as: .whiptail)
    for position in optionPositions(words) {
      var line = words
      line.insert(contentsOf: moved, at: position)
      let result = parse(line, as: .whiptail)
      require(
        result == reference,
        "whiptail read \(line) as \(result), but with \(moved) first as \(reference)")
    }
  }
}

/// The parse, or its usage error.
private func parse(_ words: [String], as program: CompatProgram) -> Result<
  CompatRequest, CompatUsageError
> {
  Result { () throws(CompatUsageError) in try CompatParser(program: program).parse(words) }
}

/// Traps unless each box is one its program draws, with a text, the sizes its kind has
/// (height, width, a list's, form's or pause's height, a range's bounds and start) and as
/// many more arguments as it takes; whiptail draws one box.
private func requireShape(_ request: CompatRequest, _ words: [String]) {
  let program = request.program
  if program == .whiptail { require(request.boxes.count <= 1, "whiptail chained \(words)") }
  for box in request.boxes {
    let kind = box.kind
    require(kind.isSupported(by: program), "\(program) took --\(kind.rawValue) in \(words)")
    require(
      box.sizes.count == kind.fixedArgumentCount - 1,
      "\(program) gave --\(kind.rawValue) \(box.sizes.count) sizes from \(words)")
    let rest = box.rest.count
    switch kind {
    case .msgbox, .yesno, .infobox, .textbox, .rangebox, .progressbox, .programbox, .tailbox,
      .fselect, .dselect, .editbox, .tailboxbg:
      require(rest == 0, "--\(kind.rawValue) kept \(rest) arguments from \(words)")
    case .prgbox:
      require(rest == 1, "a prgbox kept \(rest) arguments, not its command, from \(words)")
    case .inputbox, .passwordbox:
      require(rest <= 1, "--\(kind.rawValue) kept \(rest) arguments from \(words)")
    case .gauge:
      // whiptail insists on the starting percentage; dialog takes it or not.
      require(
        rest == 1 || program == .dialog && rest == 0, "a gauge kept \(rest) arguments: \(words)")
    case .menu, .inputmenu:
      require(rest >= 1, "a menu without items from \(words)")
    case .checklist, .radiolist:
      require(program == .whiptail || rest >= 2, "a dialog list without an item: \(words)")
    case .form, .mixedform, .passwordform:
      require(rest >= 8, "a form without a field from \(words)")
    case .pause:
      require(rest == 0, "a pause kept \(rest) arguments from \(words)")
    case .calendar, .timebox:
      // The day, month and year, or the hour, minute and second: each may be left out.
      require(rest <= 3, "--\(kind.rawValue) kept \(rest) arguments from \(words)")
    case .treeview, .mixedgauge, .buildlist:
      // Their items come in groups the builder checks (a usage error), not the parser.
      break
    }
  }
}

/// The positions in `words` where whiptail would read an inserted word as an option:
/// not where it would be the value of the option before it, and not after `--`.
private func optionPositions(_ words: [String]) -> [Int] {
  let takesValue: Set<String> = [
    "--title", "--backtitle", "--default-item", "--yes-button", "--no-button", "--ok-button",
    "--cancel-button", "--output-fd",
  ]
  var positions: [Int] = []
  var index = 0
  while index <= words.count {
    positions.append(index)
    guard index < words.count, words[index] != "--" else { break }
    index += takesValue.contains(words[index]) ? 2 : 1
  }
  return positions
}

/// Checks once that every option in `placementWords` is in one of the programs' tables,
/// so that the words keep up with the parsers.
@MainActor
private let knownWords: Void = {
  for unit in placementWords {
    guard let word = unit.first, word.hasPrefix("--"), word.dropFirst(2).first?.isLetter == true
    else { continue }
    let name = String(word.prefix { $0 != "=" })
    let isKnown =
      CompatProgram.allCases.contains { CompatFlag.effect(of: name, for: $0) != nil }
      || CompatParser.namesBox(in: [name]) || DialogParser.ownOptions.contains(name)
      || ["--help", "--version"].contains(name)
    let isMeantUnknown = ["--unknown", "--notitle"].contains(name)
    require(isKnown != isMeantUnknown, "\(name) is \(isKnown ? "" : "not ")an option")
  }
}()
