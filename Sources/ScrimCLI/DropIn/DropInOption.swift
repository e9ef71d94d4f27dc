/// What the options of one program's command line set, and what its table says of an
/// option besides its spellings and arity.
protocol DropInSettings: Sendable {
  /// What an option throws for a value it refuses.
  associatedtype Failure: Error
  /// The program's own rules for an option, read by its scanner (zenity's boxes an option
  /// is accepted for, dialog's options taken wherever they stand).
  associatedtype Rules: Sendable
}

/// One option of a program scrim stands in for (whiptail, dialog, zenity): the spellings
/// each program takes, how many arguments it reads and what it sets in `Settings`.
///
/// Each program's table is a list of these, the one place its options are declared; each
/// program's scanner reads its rows and applies its own rules for where an option may
/// stand (popt's anywhere with `--name=value`, dialog's in order before each box, GOption's
/// `--name value` whatever the value starts with). `--help`, the completion scripts and the
/// man page read the same rows.
struct DropInOption<Settings: DropInSettings>: Sendable {
  /// How many arguments an option takes and what it sets.
  enum Effect: Sendable {
    /// `--help` or `--version`: answered instead of a box.
    case query(CompatRequest.Query)
    /// A switch.
    case none(@Sendable (inout Settings) -> Void)
    /// An option with one value.
    case one(@Sendable (inout Settings, String) throws(Settings.Failure) -> Void)
    /// Two values, read and ignored (dialog's `--begin Y X`).
    case two
  }

  /// The spellings in each program that has the option, without the dashes; the first is
  /// the one a program with a single spelling (whiptail's popt) knows.
  let names: [DropInProgram: [String]]
  let effect: Effect
  let rules: Settings.Rules

  /// Whether the option reads a value after it.
  var takesValue: Bool {
    switch effect {
    case .query, .none: false
    case .one, .two: true
    }
  }

  /// `program`'s spellings, without the dashes; none when it lacks the option.
  func names(in program: DropInProgram) -> [String] {
    names[program] ?? []
  }

  /// `table`'s rows that `program` has, by spelling with its dashes; where two rows share
  /// a spelling, the first counts.
  static func byName(_ table: [Self], in program: DropInProgram) -> [String: Self] {
    var rows: [String: Self] = [:]
    for row in table {
      for name in row.names(in: program) where rows["--" + name] == nil {
        rows["--" + name] = row
      }
    }
    return rows
  }

  /// `program`'s spellings in `table`, with their dashes, sorted: what completes.
  static func spellings(_ table: [Self], in program: DropInProgram) -> [String] {
    byName(table, in: program).keys.sorted()
  }
}
