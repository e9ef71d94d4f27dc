/// Reads a whiptail command line as newt's whiptail does through popt.
///
/// popt looks at each argument on its own, left to right: an option (with its value, the
/// next argument whatever it looks like) wherever it stands, anything else collected in
/// order as a leftover. The box option is a plain switch; the leftovers are then, in
/// order, the text, the height, the width, a fourth (a list's height, an input box's
/// starting text, a gauge's percentage) and the items. So
/// `whiptail --msgbox --title T Hello 8 40` and `whiptail Hello --msgbox 8 40 --title T`
/// are the same box. `--` makes every later argument a leftover.
///
///     let request = try WhiptailParser().parse(["--menu", "Pick", "--notags", "15", "40", "4"])
struct WhiptailParser {
  func parse(_ arguments: [String]) throws(CompatUsageError) -> CompatRequest {
    var options = CompatOptions()
    var kind: CompatBox.Kind?
    var leftovers: [String] = []
    var query: CompatRequest.Query?
    var failure: CompatUsageError?
    var index = 0
    scan: while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        leftovers += arguments[index...]
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        leftovers.append(argument)
        continue
      }
      guard argument.hasPrefix("--") else {
        // Short options: only -h and -v, alone or clustered.
        let letters = argument.dropFirst()
        guard letters.allSatisfy({ $0 == "h" || $0 == "v" }) else {
          failure = Self.unknown(argument)
          break scan
        }
        if letters.contains("h") { query = .help } else if query == nil { query = .version }
        continue
      }
      let body = argument.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      if let box = CompatBox.Kind(rawValue: name), box.isSupported(by: .whiptail) {
        guard kind == nil else {
          throw CompatUsageError("only one box may be given; --\(box.rawValue) is a second")
        }
        guard inline == nil else {
          failure = Self.noValue(argument)
          break scan
        }
        kind = box
        continue
      }
      guard let effect = CompatFlag.effect(of: "--" + name, for: .whiptail) else {
        failure = Self.unknown(argument)
        break scan
      }
      switch effect {
      case .query(let asked):
        guard inline == nil else {
          failure = Self.noValue(argument)
          break scan
        }
        if asked == .help || query == nil { query = asked }
      case .none(let set):
        guard inline == nil else {
          failure = Self.noValue(argument)
          break scan
        }
        set(&options)
      case .one(let set):
        guard let value = inline ?? (index < arguments.count ? arguments[index] : nil) else {
          failure = CompatUsageError("\(argument): missing argument", isUnknownOption: true)
          break scan
        }
        if inline == nil { index += 1 }
        do {
          try set(&options, value)
        } catch {
          failure = error
          break scan
        }
      case .two:
        // No option of whiptail's takes two values.
        failure = Self.unknown(argument)
        break scan
      }
    }
    // popt answers --help and --version seen before an error, and only then the error.
    if let query { return CompatRequest(program: .whiptail, boxes: [], query: query) }
    if let failure { throw failure }
    guard let kind else {
      throw CompatUsageError(
        "no box given; use one of " + CompatUsageError.supportedBoxes(for: .whiptail))
    }
    return CompatRequest(
      program: .whiptail, boxes: [try Self.box(kind, leftovers, options)], query: nil)
  }

  /// The box from the leftovers, in whiptail's order.
  private static func box(
    _ kind: CompatBox.Kind, _ leftovers: [String], _ options: CompatOptions
  ) throws(CompatUsageError) -> CompatBox {
    let names = kind.sizeNames
    guard leftovers.count >= 1 + names.count else {
      throw CompatUsageError(
        "--\(kind.rawValue) needs \(CompatParser.usage(kind)); "
          + "\(leftovers.count) argument\(leftovers.count == 1 ? " was" : "s were") given")
    }
    var sizes: [Int] = []
    for (offset, name) in names.enumerated() {
      let value = leftovers[1 + offset]
      guard let number = number(value) else {
        throw CompatUsageError(
          "--\(kind.rawValue) expects a \(name) here, not '\(value)'; it needs "
            + CompatParser.usage(kind))
      }
      sizes.append(number)
    }
    let after = Array(leftovers.dropFirst(1 + names.count))
    var rest: [String]
    switch kind {
    case .menu, .checklist, .radiolist:
      rest = after
      if kind == .menu, rest.isEmpty {
        throw CompatUsageError("--menu needs at least one tag and item after the list height")
      }
    case .inputbox, .passwordbox:
      rest = Array(after.prefix(1))
    case .gauge:
      guard let percent = after.first, number(percent) != nil else {
        throw CompatUsageError(
          "--gauge needs a starting percentage after the width: " + CompatParser.usage(kind))
      }
      rest = [percent]
    default:
      // whiptail reads nothing more for these boxes, and real scripts pass extra numbers.
      rest = []
    }
    return CompatBox(
      kind: kind, text: leftovers[0], sizes: sizes, rest: rest, options: options)
  }

  /// A size as whiptail reads it with `strtoul`.
  ///
  /// Blanks, a sign and digits, nothing after; an empty one is 0. A negative size, like 0, asks for a size that fits.
  static func number(_ text: String) -> Int? {
    var bytes = Substring(text).utf8[...]
    while let first = bytes.first, first == 0x20 || (0x09...0x0D).contains(first) {
      bytes = bytes.dropFirst()
    }
    if text.isEmpty { return 0 }
    var negative = false
    if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      negative = sign == UInt8(ascii: "-")
      bytes = bytes.dropFirst()
    }
    guard !bytes.isEmpty, bytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    // Past any size a terminal has, the value only says "large".
    let value = bytes.count > 9 ? 999_999_999 : Int(Substring(bytes)) ?? 0
    return negative ? -value : value
  }

  private static func unknown(_ argument: String) -> CompatUsageError {
    let name = argument.split(separator: "=").first.map(String.init) ?? ""
    let isDialogs =
      CompatFlag.effect(of: name, for: .dialog) != nil
      || CompatBox.Kind(rawValue: String(name.dropFirst(2))) != nil
    let note = isDialogs ? " (dialog has it; whiptail does not)" : ""
    return CompatUsageError(
      "\(argument): unknown option\(note); whiptail's boxes: "
        + CompatUsageError.supportedBoxes(for: .whiptail), isUnknownOption: true)
  }

  private static func noValue(_ argument: String) -> CompatUsageError {
    CompatUsageError("\(argument): option does not take an argument", isUnknownOption: true)
  }
}
