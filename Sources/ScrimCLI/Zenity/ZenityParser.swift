/// Reads a zenity command line as zenity 3.44 reads it with GLib's GOption: long options
/// in any order, `--name=value` or `--name value` (the next argument, whatever it starts
/// with), flags that ignore an `=value`, numbers as `strtol` reads them, `--` before words
/// that look like options; an unknown option, a missing value or a bad number is an
/// error, and so is an option of another box.
///
///     let line = try ZenityParser().parse(["--question", "--text", "Delete?"])
package struct ZenityParser {
  /// Makes a parser.
  package init() {}

  /// The command line's request.
  ///
  /// - Parameter arguments: The arguments after the program's name.
  /// - Throws: The error zenity prints, for a line it would refuse (exit 255).
  package func parse(_ arguments: [String]) throws(ZenityUsageError) -> ZenityCommandLine {
    var given: [(name: String, option: ZenityOption, value: String)] = []
    var positional: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        positional += arguments[index...]
        break
      }
      if argument == "-h" || argument == "-?" { return .help }
      guard argument.hasPrefix("-"), argument != "-" else {
        positional.append(argument)
        continue
      }
      guard argument.hasPrefix("--") else { throw .syntax }
      let body = argument.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
      if name == "help" || name.hasPrefix("help-") { return .help }
      guard let option = ZenityOptionTable.byName["--" + name] else { throw .syntax }
      var value = ""
      if option.takesValue {
        if let inline {
          value = inline
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw .syntax
        }
        if option.rules.isInteger {
          guard let number = Self.integer(value) else { throw .syntax }
          value = String(number)
        }
      }
      given.append((name, option, value))
    }
    let box = try Self.box(of: given.map(\.name))
    // zenity checks --text after the others: the about box and the version show none.
    if box == nil || box == .about, given.contains(where: { $0.name == "text" }) {
      throw .unsupported("text")
    }
    guard let box else { return .version }
    var request = ZenityRequest(box: box)
    for (name, option, value) in given {
      if let boxes = option.rules.boxes, !boxes.contains(box) {
        // zenity only notices an option that changed something: a value at its default
        // is no change.
        guard option.isGiven(value) else { continue }
        throw .unsupported(ZenityUsageError.reportedName(of: name))
      }
      switch option.effect {
      case .none(let set): set(&request)
      case .one(let set): try set(&request, value)
      case .query, .two: break  // zenity's table has neither
      }
    }
    request.arguments = positional
    if given.contains(where: { $0.name == "switch" }) {
      // zenity's question of extra buttons only: without one, a usage error on any box;
      // on boxes other than the question, nothing.
      if request.extraButtons.isEmpty { throw .syntax }
      if box == .question { throw .switchNotShown }
    }
    try Self.check(request)
    return .show(request)
  }

  /// The box the options name, or nil for `--version`.
  private static func box(of names: [String]) throws(ZenityUsageError) -> ZenityBox? {
    var modes: [String] = []
    for name in names where ZenityBox(rawValue: name) != nil || name == "version" {
      if !modes.contains(name) { modes.append(name) }
    }
    guard modes.count < 2 else { throw .twoBoxes }
    guard let mode = modes.first else { throw .noBox }
    return ZenityBox(rawValue: mode)
  }

  /// The checks zenity makes when it builds the box.
  private static func check(_ request: ZenityRequest) throws(ZenityUsageError) {
    if request.box == .scale {
      if request.minValue >= request.maxValue { throw .scaleBounds }
      if !(request.minValue...request.maxValue).contains(request.value) { throw .scaleValue }
    }
    guard request.box == .list else { return }
    if request.columns.isEmpty { throw .noColumns }
    if request.checklist && request.radiolist { throw .twoListKinds }
  }

  /// `text` as GOption reads a number: `strtol` in base 0 over all of it, within 32 bits.
  static func integer(_ text: String) -> Int? {
    var rest = Substring(text).drop { $0 == " " || ("\t"..."\r").contains($0) }
    var sign = 1
    if let first = rest.first, first == "+" || first == "-" {
      sign = first == "-" ? -1 : 1
      rest = rest.dropFirst()
    }
    var radix = 10
    if rest.hasPrefix("0x") || rest.hasPrefix("0X"), rest.count > 2 {
      radix = 16
      rest = rest.dropFirst(2)
    } else if rest.hasPrefix("0"), rest.count > 1 {
      radix = 8
      rest = rest.dropFirst()
    }
    guard let first = rest.first, first.isHexDigit, let magnitude = Int(rest, radix: radix)
    else { return nil }
    let value = sign * magnitude
    guard (Int(Int32.min)...Int(Int32.max)).contains(value) else { return nil }
    return value
  }
}
