/// One option of zenity's command line as GOption reads it: a row of the same kind as
/// whiptail's and dialog's (`DropInOption`), with zenity's rules: the boxes zenity 3.44
/// accepts it for and whether its value is a number.
///
/// zenity refuses an option only where its source checks it (src/option.c's post-parse
/// callbacks and the checks after them): many options of one box are accepted, and do
/// nothing, on every other (`--no-markup` on a list, `--add-entry` on a question).
typealias ZenityOption = DropInOption<ZenityRequest>

extension ZenityRequest: DropInSettings {
  // zenity's values are checked by its scanner (`ZenityParser.integer`), not by its rows.
  typealias Failure = ZenityUsageError
  typealias Rules = ZenityOptionRules
}

/// What zenity's table says of an option besides its name and arity.
struct ZenityOptionRules: Sendable {
  /// Whether the value is a number as `strtol` reads it in base 0 (`0x10`, `010`, `+5`),
  /// all of it.
  let isInteger: Bool
  /// The boxes it is accepted for, or nil for every box.
  let boxes: Set<ZenityBox>?
  /// The values zenity takes for its default, which it does not count as given when it
  /// refuses an option (`--percentage=0`, `--separator='|'`, `--day=-1`), or nil.
  let unchanged: Unchanged?
  /// Whether scrim does something with it; zenity's options for boxes scrim does not show,
  /// and GTK's own, are read and do nothing.
  var hasEffect = true

  /// Values that leave an option's variable at zenity's default.
  struct Unchanged: Sendable {
    let contains: @Sendable (String) -> Bool

    /// Exactly `value`.
    static func value(_ value: String) -> Unchanged { Unchanged { $0 == value } }
    /// Numbers of -1 and below, for the calendar's day, month and year.
    static let belowZero = Unchanged { (Int($0) ?? 0) < 0 }
  }
}

extension DropInOption where Settings == ZenityRequest {
  /// What follows an option's name.
  enum Kind: Sendable {
    /// A string, after `=` or as the next argument, whatever it starts with.
    case string
    /// A number as `strtol` reads it in base 0, all of it.
    case integer
  }

  /// A switch named `name`; `--name=value` is read as the switch, as zenity does.
  init(
    _ name: String, for boxes: Set<ZenityBox>? = nil,
    _ set: (@Sendable (inout ZenityRequest) -> Void)? = nil
  ) {
    self.init(
      names: [.zenity: [name]], effect: .none(set ?? { _ in }),
      rules: ZenityOptionRules(
        isInteger: false, boxes: boxes, unchanged: nil, hasEffect: set != nil))
  }

  /// An option named `name` with a value of `kind`.
  init(
    _ name: String, _ kind: Kind, for boxes: Set<ZenityBox>? = nil,
    unchanged: ZenityOptionRules.Unchanged? = nil,
    _ set: (@Sendable (inout ZenityRequest, String) -> Void)? = nil
  ) {
    self.init(
      names: [.zenity: [name]], effect: .one(set ?? { _, _ in }),
      rules: ZenityOptionRules(
        isInteger: kind == .integer, boxes: boxes, unchanged: unchanged, hasEffect: set != nil))
  }

  /// Whether `value` counts as given, for a refusal.
  func isGiven(_ value: String) -> Bool {
    !(rules.unchanged?.contains(value) ?? false)
  }
}
