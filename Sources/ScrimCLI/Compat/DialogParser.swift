/// Reads a dialog command line as dialog 1.3 does: in order, not permuted.
///
/// Common options come before each box; a box's arguments run to the next word that is a
/// known option (an unknown `--word` or `-5` is an argument); a known option after them
/// starts the next box as if `--and-widget` stood there, but that box shows only after an
/// OK. `--` keeps the one word after it from being an option. `--stdout`, `--stderr`,
/// `--output-fd`, `--input-fd`, `--help` and `--version` count wherever they stand, and
/// `--file F` stands for the words in F.
///
///     let request = try DialogParser().parse(["--title", "Disk", "--yesno", "Format?", "0", "0"])
struct DialogParser {
  /// Reads `--file`'s file; tests and the fuzzer pass their own.
  var readFile: (String) throws(CompatUsageError) -> String = DialogArgumentFile.read
  /// `$DIALOGOPTS`: common options applied before each box's own, which override them.
  var defaultOptions = ""

  /// One word of the command line, and whether `--` kept it from being an option.
  private struct Word {
    var text: String
    var isEscaped = false
  }

  func parse(_ arguments: [String]) throws(CompatUsageError) -> CompatRequest {
    var words = try expand(arguments)
    var global = CompatOptions()
    if let query = try takeGlobal(&words, into: &global) {
      return CompatRequest(program: .dialog, boxes: [], query: query)
    }
    if words.isEmpty { return CompatRequest(program: .dialog, boxes: [], query: .help) }
    if words.count == 1 {
      switch words[0].text {
      case "--print-maxsize":
        return CompatRequest(program: .dialog, boxes: [], query: .printMaxSize)
      case "--print-version": return CompatRequest(program: .dialog, boxes: [], query: .version)
      case "--clear", "--ignore": return CompatRequest(program: .dialog, boxes: [], query: nil)
      default: return CompatRequest(program: .dialog, boxes: [], query: .help)
      }
    }
    var request = CompatRequest(program: .dialog, boxes: [], query: nil)
    var index = 0
    var followsAnyEnding = false
    var lasting = global
    while index < words.count {
      // Each box starts afresh, but for what lasts through a chain.
      var options = global
      options.separateWidget = lasting.separateWidget
      try applyDefaults(to: &options)
      // Common options, up to the box.
      var kind: CompatBox.Kind?
      while index < words.count {
        let word = words[index]
        guard let name = Self.optionName(word) else {
          let problem = CompatUsageError("Unknown option \(word.text); boxes: " + Self.boxes)
          guard request.boxes.isEmpty else {
            request.trailingError = problem
            return request
          }
          throw problem
        }
        index += 1
        if let box = Self.box(named: name) {
          kind = box
          break
        }
        guard let effect = CompatFlag.effect(of: name, for: .dialog) else {
          let problem = CompatUsageError("Unexpected option \(name) before a box")
          guard request.boxes.isEmpty else {
            request.trailingError = problem
            return request
          }
          throw problem
        }
        try apply(effect, name, words, &index, &options)
      }
      guard let kind else {
        // Options alone draw nothing and exit 0; after a box they want one more.
        if !request.boxes.isEmpty {
          request.trailingError = CompatUsageError("Expected a box option after the options")
        }
        return request
      }
      lasting = options
      var box = try readBox(kind, words, &index, options)
      box.followsAnyEnding = followsAnyEnding
      request.boxes.append(box)
      guard index < words.count else { break }
      if words[index].text == "--and-widget", !words[index].isEscaped {
        index += 1
        followsAnyEnding = true
      } else if Self.optionName(words[index]) != nil {
        followsAnyEnding = false
      } else {
        request.trailingError = CompatUsageError("Expected --and-widget, not \(words[index].text)")
        return request
      }
    }
    return request
  }

  private static let boxes = CompatUsageError.supportedBoxes(for: .dialog)

  /// The word as an option dialog knows, spelled as its table spells it, or nil for an
  /// argument: escaped words, words not starting `--` and a letter, and unknown names.
  private static func optionName(_ word: Word) -> String? {
    guard !word.isEscaped, word.text.hasPrefix("--"),
      let first = word.text.dropFirst(2).first, first.isLetter
    else { return nil }
    let name = word.text
    if isKnown(name) { return name }
    // dialog tries a name with "no" and "no-" added or taken away.
    let bare = String(name.dropFirst(2))
    var candidates = ["--no-" + bare, "--no" + bare]
    if bare.hasPrefix("no-") { candidates.append("--" + bare.dropFirst(3)) }
    if bare.hasPrefix("no") { candidates.append("--" + bare.dropFirst(2)) }
    return candidates.first(where: isKnown)
  }

  private static func isKnown(_ name: String) -> Bool {
    box(named: name) != nil || CompatFlag.effect(of: name, for: .dialog) != nil
      || ownOptions.contains(name)
  }

  /// The options this scanner reads itself rather than from `CompatFlag.all`, but `--help`
  /// and `--version`, answered before any is read.
  static let ownOptions = [
    "--and-widget", "--print-maxsize", "--print-version", "--file", "--args",
  ]

  private static func box(named name: String) -> CompatBox.Kind? {
    guard name.hasPrefix("--"), let kind = CompatBox.Kind(rawValue: String(name.dropFirst(2)))
    else { return nil }
    return kind
  }

  /// `--` escapes and `--file` expansions applied, `--args` dropped.
  private func expand(_ arguments: [String]) throws(CompatUsageError) -> [Word] {
    var pending = arguments.map { Word(text: $0) }
    var words: [Word] = []
    var expansions = 0
    var index = 0
    while index < pending.count {
      let word = pending[index]
      index += 1
      if word.text == "--", !word.isEscaped {
        guard index < pending.count else { continue }
        pending[index].isEscaped = true
        continue
      }
      if word.text == "--args", !word.isEscaped { continue }
      if word.text == "--file", !word.isEscaped {
        guard index < pending.count else { throw CompatUsageError("No value given for --file") }
        expansions += 1
        guard expansions <= 20 + arguments.count else {
          throw CompatUsageError("--file nests too deeply")
        }
        let inserted = try Self.fileWords(readFile(pending[index].text)).map { Word(text: $0) }
        pending.replaceSubrange(index...index, with: inserted)
        continue
      }
      words.append(word)
    }
    return words
  }

  /// The words of a `--file`: white space (C's `isspace`, so a CRLF line ends a word too)
  /// separates, double quotes group, a backslash escapes only a backslash, a quote or a
  /// line break, and one at the very end is dropped; single quotes are plain characters.
  static func fileWords(_ text: String) -> [String] {
    var words: [String] = []
    var word = String.UnicodeScalarView()
    var inWord = false
    var quoted = false
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      if scalar == "\\" {
        guard let next = scalars.first else { break }
        if "\\\"\n".unicodeScalars.contains(next) {
          scalars.removeFirst()
          if next != "\n" {
            word.append(next)
            inWord = true
          }
          continue
        }
      }
      if scalar == "\"" {
        quoted.toggle()
        inWord = true
      } else if !quoted, " \t\n\u{0B}\u{0C}\r".unicodeScalars.contains(scalar) {
        if inWord { words.append(String(word)) }
        word = String.UnicodeScalarView()
        inWord = false
      } else {
        word.append(scalar)
        inWord = true
      }
    }
    if inWord { words.append(String(word)) }
    return words
  }

  /// Whether `scrim dialog ARGS` is dialog's command line rather than scrim's own `dialog`.
  ///
  /// It is when ARGS name one of dialog's boxes, or hold a `--file`, whose words may name
  /// the box (a script that passes a long command line that way). scrim's own `dialog`
  /// takes neither, so such a command line was never one of its own.
  static func claims(_ arguments: some Collection<String>) -> Bool {
    CompatParser.namesBox(in: arguments) || arguments.contains("--file")
  }

  /// Applies and removes the options that count wherever they stand; returns `--help` or
  /// `--version` when one is there.
  private func takeGlobal(
    _ words: inout [Word], into options: inout CompatOptions
  ) throws(CompatUsageError) -> CompatRequest.Query? {
    var kept: [Word] = []
    var index = 0
    while index < words.count {
      let text = words[index].text
      index += 1
      guard let row = CompatFlagTable.dialog[text], row.rules.isGlobal else {
        kept.append(words[index - 1])
        continue
      }
      switch row.effect {
      case .query(let query): return query
      case .none(let set): set(&options)
      case .one(let set):
        guard index < words.count else {
          throw CompatUsageError("Expected a numeric-parameter for \(text)")
        }
        try set(&options, words[index].text)
        index += 1
      case .two: index += 2
      }
    }
    words = kept
    return nil
  }

  /// Applies `$DIALOGOPTS`'s words, quoted as a `--file`'s; words that are no common
  /// option are passed over, as dialog passes them.
  private func applyDefaults(to options: inout CompatOptions) throws(CompatUsageError) {
    guard !defaultOptions.isEmpty else { return }
    let words = Self.fileWords(defaultOptions).map { Word(text: $0) }
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      guard let name = Self.optionName(word), Self.box(named: name) == nil,
        let effect = CompatFlag.effect(of: name, for: .dialog)
      else { continue }
      try apply(effect, name, words, &index, &options)
    }
  }

  private func apply(
    _ effect: CompatFlag.Effect, _ name: String, _ words: [Word], _ index: inout Int,
    _ options: inout CompatOptions
  ) throws(CompatUsageError) {
    switch effect {
    case .query: break  // dialog answers --help and --version before (takeGlobal)
    case .none(let set): set(&options)
    case .one(let set):
      guard index < words.count else { throw CompatUsageError("Expected a parameter for \(name)") }
      try set(&options, words[index].text)
      index += 1
    case .two:
      guard index + 1 < words.count else {
        throw CompatUsageError("Expected two parameters for \(name)")
      }
      index += 2
    }
  }

  /// The box's arguments: the words up to the next known option, counted as dialog counts.
  private func readBox(
    _ kind: CompatBox.Kind, _ words: [Word], _ index: inout Int, _ options: CompatOptions
  ) throws(CompatUsageError) -> CompatBox {
    var arguments: [String] = []
    while index < words.count, Self.optionName(words[index]) == nil {
      arguments.append(words[index].text)
      index += 1
    }
    if kind == .prgbox { return try Self.prgbox(arguments, options: options) }
    let sized = kind.fixedArgumentCount
    if kind.hasOptionalText, arguments.count == sized - 1 { arguments.insert("", at: 0) }
    let (least, most) = kind.dialogArgumentCount
    guard arguments.count >= least else {
      throw CompatUsageError(
        "--\(kind.rawValue) needs \(CompatParser.usage(kind)); \(arguments.count) given")
    }
    if let most, arguments.count > most {
      throw CompatUsageError(
        "--\(kind.rawValue) takes \(CompatParser.usage(kind)); '\(arguments[most])' is one "
          + "argument too many")
    }
    if options.separateOutput, kind != .checklist {
      throw CompatUsageError(
        "--separate-output works only with --checklist, not --\(kind.rawValue)")
    }
    let names = kind.sizeNames
    var sizes: [Int] = []
    for offset in 1..<sized {
      guard let number = WhiptailParser.number(arguments[offset]) else {
        throw CompatUsageError(
          "--\(kind.rawValue) expects a \(names[offset - 1]) here, not '\(arguments[offset])'; "
            + "it needs " + CompatParser.usage(kind))
      }
      sizes.append(number)
    }
    return CompatBox(
      kind: kind, text: arguments[0], sizes: sizes, rest: Array(arguments.dropFirst(sized)),
      options: options)
  }
}
