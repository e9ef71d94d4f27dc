/// One of the options whiptail and dialog accept besides their boxes: the spellings each
/// program takes, how many arguments it reads and what it does to `CompatOptions`.
///
/// The table (`CompatFlag.all`) is the one place these are declared; whiptail's and dialog's
/// scanners each read it for their program and apply their own rules for where an option may
/// stand (popt's anywhere, `--name=value`; dialog's in order, before each box).
typealias CompatFlag = DropInOption<CompatOptions>

extension CompatOptions: DropInSettings {
  typealias Failure = CompatUsageError
  typealias Rules = CompatOptionRules
}

/// What a whiptail or dialog option's row says besides its spellings and effect.
struct CompatOptionRules: Sendable {
  /// Whether dialog takes the option wherever it stands, before reading any box
  /// (`--stdout`, `--output-fd N`, `--help`...), as its global options are.
  var isGlobal = false
}

extension DropInOption where Settings == CompatOptions {
  /// An option with dialog's spellings (none when dialog lacks it) and whiptail's (nil
  /// when whiptail lacks it), without the dashes.
  init(dialog: [String], whiptail: String?, effect: Effect, global: Bool = false) {
    var names: [DropInProgram: [String]] = [:]
    if !dialog.isEmpty { names[.dialog] = dialog }
    if let whiptail { names[.whiptail] = [whiptail] }
    self.init(names: names, effect: effect, rules: CompatOptionRules(isGlobal: global))
  }

  /// whiptail's spelling, without the dashes, or nil when whiptail lacks the option.
  var whiptail: String? { names(in: .whiptail).first }

  /// Every option of whiptail's and dialog's that scrim reads, but the boxes.
  static var all: [CompatFlag] { CompatFlagTable.all }

  /// The option spelled `name` (with its dashes) in `program`, or nil.
  static func effect(of name: String, for program: CompatProgram) -> Effect? {
    switch program {
    case .whiptail: CompatFlagTable.whiptail[name]?.effect
    case .dialog: CompatFlagTable.dialog[name]?.effect
    }
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
