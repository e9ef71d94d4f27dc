/// One of the options whiptail and dialog accept besides their boxes: the spellings each
/// program takes, how many arguments it reads and what it does to `CompatOptions`.
///
/// The table (`CompatFlag.all`) is the one place these are declared; whiptail's and dialog's
/// scanners each read it for their program and apply their own rules for where an option may
/// stand (popt's anywhere, `--name=value`; dialog's in order, before each box).
struct CompatFlag: Sendable {
  /// How many arguments an option takes and what it sets.
  enum Effect: Sendable {
    /// `--help` or `--version`: answered instead of a box.
    case query(CompatRequest.Query)
    /// A switch.
    case none(@Sendable (inout CompatOptions) -> Void)
    /// An option with one value.
    case one(@Sendable (inout CompatOptions, String) throws(CompatUsageError) -> Void)
    /// dialog's `--begin Y X`: two values, read and ignored.
    case two
  }

  /// dialog's spellings, without the dashes; none when dialog lacks the option.
  let dialog: [String]
  /// whiptail's spelling, without the dashes, or nil when whiptail lacks the option.
  let whiptail: String?
  let effect: Effect

  /// The option spelled `name` (with its dashes) in `program`, or nil.
  static func effect(of name: String, for program: CompatProgram) -> Effect? {
    switch program {
    case .whiptail: whiptailEffects[name]
    case .dialog: dialogEffects[name]
    }
  }

  private static let whiptailEffects = effects { flag in flag.whiptail.map { [$0] } ?? [] }
  private static let dialogEffects = effects(\.dialog)

  private static func effects(_ spellings: (CompatFlag) -> [String]) -> [String: Effect] {
    var effects: [String: Effect] = [:]
    for flag in all {
      for name in spellings(flag) { effects["--" + name] = flag.effect }
    }
    return effects
  }

  /// A file descriptor's number given to `flag`, as dialog reads it.
  static func descriptor(_ text: String, for flag: String) throws(CompatUsageError)
    -> Int32
  {
    guard let value = Int32(text.trimmed), value >= 0 else {
      throw CompatUsageError("\(flag) expects a file descriptor number, not '\(text)'")
    }
    return value
  }

  /// `--output-fd`'s value as popt reads an integer for whiptail: decimal, 0x hexadecimal or
  /// 0 octal.
  static func poptDescriptor(_ text: String) throws(CompatUsageError) -> Int32 {
    let trimmed = text.trimmed
    var digits = Substring(trimmed)
    var radix = 10
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      radix = 16
      digits = digits.dropFirst(2)
    } else if digits.count > 1, digits.hasPrefix("0") {
      radix = 8
      digits = digits.dropFirst()
    }
    guard let value = Int64(digits, radix: radix) else {
      throw CompatUsageError("\(text): invalid numeric value", isUnknownOption: true)
    }
    guard let descriptor = Int32(exactly: value), descriptor >= 0 else {
      throw CompatUsageError("\(text): number too large or too small", isUnknownOption: true)
    }
    return descriptor
  }

  static func seconds(_ text: String, for flag: String) throws(CompatUsageError) -> Int {
    guard let value = Int(text.trimmed), value >= 0, value <= 86_400 * 365 else {
      throw CompatUsageError("\(flag) expects a number of seconds, not '\(text)'")
    }
    return value
  }
}

extension String {
  /// The text without the spaces and tabs around it, as these programs read numbers.
  var trimmed: String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
  }
}
