import ScrimCore

/// Reads the values of flags: roles, names, numbers, positions, themes.
///
/// Each function throws a `UsageError` that quotes the bad value and says what is allowed.
struct ValueParser {
  let subcommand: Subcommand

  func error(_ message: String) -> UsageError {
    UsageError(message, subcommand: subcommand)
  }

  // MARK: - Labels and roles

  /// `LABEL[:default|cancel|destructive]`.
  ///
  /// Only the text after the last ':' can be a role, and only when it names one (in any
  /// case); a suffix of letters that names none is a usage error, to catch typos such as
  /// "Delete:destuctive". Any other suffix ("Ratio 16:9", "Re: notes") stays in the label,
  /// and a label that must end in ":word" is written with ":default" after it.
  func action(_ text: String) throws(UsageError) -> ActionSpec {
    var label = text
    var role = AlertAction.Style.default
    if let (head, suffix) = Self.suffix(of: text) {
      if let named = AlertAction.Style.allCases.first(where: { $0.name == suffix.lowercased() }) {
        label = head
        role = named
      } else if Self.isWord(suffix) {
        throw error(
          "unknown role \(UserText.quoted(suffix)) in --action \(UserText.quoted(text)): "
            + "use default, cancel or destructive (add :default to keep a ':' in the label)")
      }
    }
    return ActionSpec(label: try self.label(label, flag: .action), role: role)
  }

  /// A button label: any text with something visible in it.
  func label(_ text: String, flag: FlagName) throws(UsageError) -> String {
    guard !text.isBlank else { throw error("\(flag.rawValue) needs a label that is not blank") }
    return text
  }

  // MARK: - Controls

  /// `NAME[:secure][:required][=DEFAULT]`: the first '=' starts the default, which may hold
  /// anything; the options may come in either order.
  func field(_ text: String) throws(UsageError) -> FieldSpec {
    let (head, defaultValue) = Self.splitAtEquals(text)
    var name = head
    var isSecure = false
    var check = FieldCheck()
    options: while let (base, suffix) = Self.suffix(of: name) {
      switch suffix.lowercased() {
      case "secure": isSecure = true
      case "required": check.isRequired = true
      default:
        // A colon in a name ("Ratio 16:9") is text, not an option.
        guard Self.isWord(suffix) else { break options }
        throw error(
          "unknown field option \(UserText.quoted(suffix)) in --field \(UserText.quoted(text)): "
            + "the options are :secure and :required")
      }
      name = base
    }
    return FieldSpec(
      name: try self.name(name, flag: .field), isSecure: isSecure,
      defaultValue: defaultValue ?? "", check: check)
  }

  /// `MIN..MAX`: two numbers, the first no greater than the second.
  func range(_ text: String, flag: FlagName) throws(UsageError) -> ClosedRange<Double> {
    // Found by hand: splitting at a String would link Swift's regex runtime in.
    let characters = Array(text)
    let dots = characters.indices.dropLast().filter {
      characters[$0] == "." && characters[$0 + 1] == "."
    }
    guard dots.count == 1, let dot = dots.first,
      let low = Double(String(characters[..<dot])),
      let high = Double(String(characters[(dot + 2)...])),
      low.isFinite, high.isFinite, low <= high
    else {
      throw error(
        "\(flag.rawValue) takes NAME=MIN..MAX with MIN no greater than MAX, as 1..65535; "
          + "got \(UserText.quoted(text))")
    }
    return low...high
  }

  /// An extended regular expression (`grep -E`), checked to compile.
  func pattern(_ text: String) throws(UsageError) -> String {
    do {
      _ = try ExtendedRegex(text)
    } catch {
      throw self.error("--pattern: \(error)")
    }
    return text
  }

  /// `NAME[=on|off]`.
  func toggle(_ text: String) throws(UsageError) -> ToggleSpec {
    let (name, value) = Self.splitAtEquals(text)
    var isOn = false
    if let value {
      switch value.lowercased() {
      case "on": isOn = true
      case "off": isOn = false
      default:
        throw error("--toggle \(UserText.quoted(text)): the value after '=' must be on or off")
      }
    }
    return ToggleSpec(name: try self.name(name, flag: .toggle), isOn: isOn)
  }

  /// `NAME=A,B,C`; write `\,` for a comma inside an option and `\\` for a backslash.
  func choice(_ text: String) throws(UsageError) -> ChoiceSpec {
    let (name, list) = Self.splitAtEquals(text)
    guard let list else {
      throw error("--choice \(UserText.quoted(text)) needs options, as NAME=A,B,C")
    }
    let options = Self.splitOptions(list)
    if options.contains(where: \.isBlank) {
      throw error("--choice \(UserText.quoted(text)) has a blank option")
    }
    if let repeated = Self.firstDuplicate(options) {
      throw error("--choice \(UserText.quoted(text)) lists \(UserText.quoted(repeated)) twice")
    }
    return ChoiceSpec(name: try self.name(name, flag: .choice), options: options)
  }

  /// A control's name: its output key, so not blank and on one line.
  func name(_ text: String, flag: FlagName) throws(UsageError) -> String {
    guard !text.isBlank else { throw error("\(flag.rawValue) needs a NAME that is not blank") }
    guard !UserText.hasControl(text) else {
      throw error(
        "\(flag.rawValue) name \(UserText.quoted(text)) holds a control character; names are output "
          + "keys and must stay on one line")
    }
    return text
  }

  // MARK: - Numbers and words

  /// A number of seconds greater than zero: digits with an optional fraction ("2", "0.5").
  func seconds(_ text: String, flag: FlagName) throws(UsageError) -> Duration {
    guard let duration = Self.duration(text), duration > .zero else {
      throw error(
        "\(flag.rawValue) \(UserText.quoted(text)) is not a number of seconds greater than 0 "
          + "(such as 5 or 1.5, at most \(Self.maximumSeconds))")
    }
    return duration
  }

  /// `COL,ROW`: two whole numbers from 0.
  func anchor(_ text: String) throws(UsageError) -> CellPoint {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let column = Self.wholeNumber(parts[0]),
      let row = Self.wholeNumber(parts[1])
    else {
      throw error(
        "--anchor \(UserText.quoted(text)) must be COL,ROW: two whole numbers from 0, "
          + "such as 10,2")
    }
    return CellPoint(column: column, row: row)
  }

  /// `top` or `bottom`.
  func position(_ text: String) throws(UsageError) -> Banner.Position {
    switch text {
    case "top": return .top
    case "bottom": return .bottom
    default: throw error("--position \(UserText.quoted(text)) must be top or bottom")
    }
  }

  /// `light`, `dark` or `contrast`.
  func theme(_ text: String) throws(UsageError) -> ThemeName {
    guard let theme = ThemeName(rawValue: text) else {
      throw error("--theme \(UserText.quoted(text)) must be light, dark or contrast")
    }
    return theme
  }
}
