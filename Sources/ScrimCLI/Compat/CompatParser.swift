/// Reads a whiptail or dialog command line the way those programs do: options anywhere
/// (before a box, between its items, after them), each box followed by its text and sizes,
/// then as many more arguments as come before the next option.
///
///     let request = try CompatParser(program: .whiptail)
///       .parse(["--title", "Disk", "--yesno", "Format it?", "8", "40"])
struct CompatParser {
  let program: CompatProgram
  /// Reads dialog's `--file`; the fuzzer passes one that reads nothing.
  var readFile: (String) throws(CompatUsageError) -> String = CompatFile.read
  /// dialog's `$DIALOGOPTS`, applied before each box's own options.
  var dialogOptions = ""

  /// Boxes of dialog's that scrim does not draw, named in the error so a script's author
  /// knows it is a known box, not a typo.
  static let otherBoxes: Set<String> = [
    "--buildlist", "--calendar", "--dselect", "--editbox", "--fselect", "--inputmenu",
    "--mixedgauge", "--prgbox", "--programbox", "--progressbox", "--rangebox", "--tailbox",
    "--tailboxbg", "--timebox", "--treeview",
  ]

  /// Whether `arguments` name one of dialog's boxes (drawn by scrim or not).
  ///
  /// `scrim dialog` is scrim's own dialog unless they do: every dialog(1) command line
  /// names a box, and scrim's `dialog` flags never do.
  static func namesBox(in arguments: some Sequence<String>) -> Bool {
    arguments.contains { argument in
      let name = split(argument).0
      return CompatBox.Kind(rawValue: String(name.dropFirst(2))) != nil && name.hasPrefix("--")
        || otherBoxes.contains(name)
    }
  }

  func parse(_ arguments: [String]) throws(CompatUsageError) -> CompatRequest {
    if program == .whiptail { return try WhiptailParser().parse(arguments) }
    if program == .dialog {
      return try DialogParser(readFile: readFile, defaultOptions: dialogOptions).parse(arguments)
    }
    var options = CompatOptions()
    var boxes: [CompatBox] = []
    var index = 0
    var optionsSinceLastBox = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if let query = Self.query(argument) {
        return CompatRequest(program: program, boxes: [], query: query)
      }
      if argument == "--and-widget" { continue }
      if argument.hasPrefix("--"),
        let kind = CompatBox.Kind(rawValue: String(argument.dropFirst(2)))
      {
        guard kind.isSupported(by: program) else {
          throw CompatUsageError(
            "\(argument) is a dialog box; \(program.rawValue) has "
              + CompatUsageError.supportedBoxes(for: program))
        }
        let box = try readBox(kind, arguments, &index, options)
        boxes.append(box)
        optionsSinceLastBox = false
        continue
      }
      let (name, inlineValue) = Self.split(argument)
      if Self.otherBoxes.contains(name) {
        throw CompatUsageError(
          "scrim does not draw \(name) boxes; it draws "
            + CompatUsageError.supportedBoxes(for: program))
      }
      guard name.hasPrefix("-"), let effect = CompatFlag.effect(of: name) else {
        if argument.hasPrefix("-") {
          throw CompatUsageError(
            "unknown option \(argument); boxes: "
              + CompatUsageError.supportedBoxes(for: program), isUnknownOption: true)
        }
        throw CompatUsageError("unexpected argument '\(argument)' outside a box")
      }
      try apply(effect, name, inlineValue, arguments, &index, &options)
      optionsSinceLastBox = true
    }
    // Options after the last box are its own (whiptail accepts them after the items).
    if optionsSinceLastBox, !boxes.isEmpty { boxes[boxes.count - 1].options = options }
    // dialog given options and no box draws nothing and exits 0; scripts rely on it.
    return CompatRequest(program: program, boxes: boxes, query: nil)
  }

  private static func query(_ argument: String) -> CompatRequest.Query? {
    switch argument {
    case "--help", "-h": return .help
    case "--version", "-v", "--print-version": return .version
    case "--print-maxsize": return .printMaxSize
    default: return nil
    }
  }

  /// `--title=Text` as whiptail's option parser allows.
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private func apply(
    _ effect: CompatFlag.Effect, _ name: String, _ inlineValue: String?, _ arguments: [String],
    _ index: inout Int, _ options: inout CompatOptions
  ) throws(CompatUsageError) {
    switch effect {
    case .none(let set):
      guard inlineValue == nil else { throw CompatUsageError("\(name) takes no value") }
      set(&options)
    case .one(let set):
      if let inlineValue {
        try set(&options, inlineValue)
      } else {
        guard index < arguments.count else { throw CompatUsageError("\(name) needs a value") }
        try set(&options, arguments[index])
        index += 1
      }
    case .two:
      guard index + 1 < arguments.count else { throw CompatUsageError("\(name) needs two values") }
      index += 2
    }
  }

  private func readBox(
    _ kind: CompatBox.Kind, _ arguments: [String], _ index: inout Int, _ options: CompatOptions
  ) throws(CompatUsageError) -> CompatBox {
    let count = kind.fixedArgumentCount
    guard index + count <= arguments.count else {
      throw CompatUsageError("--\(kind.rawValue) needs \(Self.usage(kind))")
    }
    let text = arguments[index]
    var sizes: [Int] = []
    let names = ["height", "width", kind == .pause ? "seconds" : "list height"]
    for offset in 1..<count {
      let value = arguments[index + offset]
      guard let number = Int(value.trimmed) else {
        throw CompatUsageError(
          "--\(kind.rawValue) expects a \(names[offset - 1]) here, not '\(value)'; it needs "
            + Self.usage(kind))
      }
      sizes.append(number)
    }
    index += count
    var rest: [String] = []
    while index < arguments.count, !isOption(arguments[index]) {
      rest.append(arguments[index])
      index += 1
    }
    return CompatBox(kind: kind, text: text, sizes: sizes, rest: rest, options: options)
  }

  /// Whether an argument after a box's own ends its arguments.
  ///
  /// Only an option or box this program knows does; anything else, even "-5" or "--", is
  /// an item.
  private func isOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("--") else { return false }
    let (name, _) = Self.split(argument)
    return CompatFlag.effect(of: name) != nil
      || CompatBox.Kind(rawValue: String(name.dropFirst(2))) != nil
      || name == "--and-widget" || Self.otherBoxes.contains(name) || Self.query(name) != nil
  }

  static func usage(_ kind: CompatBox.Kind) -> String {
    switch kind {
    case .msgbox, .yesno, .infobox: return "<text> <height> <width>"
    case .inputbox, .passwordbox: return "<text> <height> <width> [init]"
    case .textbox: return "<file> <height> <width>"
    case .menu: return "<text> <height> <width> <menu height> [tag item]..."
    case .checklist, .radiolist: return "<text> <height> <width> <list height> [tag item status]..."
    case .gauge: return "<text> <height> <width> [percent]"
    case .form, .passwordform:
      return "<text> <height> <width> <form height> [label y x item y x flen ilen]..."
    case .mixedform:
      return "<text> <height> <width> <form height> [label y x item y x flen ilen itype]..."
    case .pause: return "<text> <height> <width> <seconds>"
    }
  }
}
