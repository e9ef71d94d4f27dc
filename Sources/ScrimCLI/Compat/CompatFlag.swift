/// The options whiptail and dialog accept between, before and after their boxes, and
/// what each does to `CompatOptions`.
enum CompatFlag {
  /// How many arguments an option takes and what it sets.
  enum Effect {
    case none(@Sendable (inout CompatOptions) -> Void)
    case one(@Sendable (inout CompatOptions, String) throws(CompatUsageError) -> Void)
    case two
  }

  /// The option named `name` (with its dashes), or nil.
  static func effect(of name: String) -> Effect? { table[name] }

  /// Options that only tune the other programs' drawing or input, accepted and ignored.
  private static let ignoredSwitches = [
    "--fb", "--fullbuttons", "--scrolltext", "--scrollbar", "--topleft", "--stderr",
    "--no-shadow", "--shadow", "--keep-window", "--no-lines", "--ascii-lines", "--no-mouse",
    "--help-status", "--help-tags", "--tab-correct", "--no-nl-expand", "--visit-items",
    "--ignore", "--size-err", "--erase-on-exit", "--keep-tite", "--no-kill", "--beep",
    "--beep-after", "--no-hot-list", "--last-key", "--reorder", "--iso-week",
    "--cursor-off-label", "--no-colors", "--no-ok", "--nook",
  ]
  private static let ignoredValues = [
    "--aspect", "--max-input", "--column-separator", "--hline", "--hfile", "--tab-len",
    "--time-format", "--date-format", "--week-start", "--trace",
  ]

  private static let table: [String: Effect] = {
    var table: [String: Effect] = [:]
    for name in ignoredSwitches { table[name] = .none { _ in } }
    for name in ignoredValues { table[name] = .one { _, _ in } }
    table["--begin"] = .two
    let switches: [(String, @Sendable (inout CompatOptions) -> Void)] = [
      ("--clear", { $0.clear = true }),
      ("--defaultno", { $0.defaultNo = true }),
      ("--nocancel", { $0.noCancel = true }), ("--no-cancel", { $0.noCancel = true }),
      ("--noitem", { $0.noItems = true }), ("--no-items", { $0.noItems = true }),
      ("--notags", { $0.noTags = true }), ("--no-tags", { $0.noTags = true }),
      ("--separate-output", { $0.separateOutput = true }),
      ("--stdout", { $0.outputDescriptor = 1 }),
      ("--cr-wrap", { $0.crWrap = true }), ("--no-collapse", { $0.noCollapse = true }),
      ("--trim", { $0.trim = true }), ("--colors", { $0.colors = true }),
      ("--insecure", { $0.insecure = true }), ("--item-help", { $0.itemHelp = true }),
      ("--help-button", { $0.helpButton = true }),
      ("--extra-button", { $0.extraButton = true }),
      ("--quoted", { $0.quoted = true }), ("--single-quoted", { $0.singleQuoted = true }),
    ]
    for (name, apply) in switches { table[name] = .none(apply) }
    let texts: [(String, @Sendable (inout CompatOptions, String) -> Void)] = [
      ("--title", { $0.title = $1 }), ("--backtitle", { $0.backtitle = $1 }),
      ("--default-item", { $0.defaultItem = $1 }),
      ("--ok-label", { $0.okLabel = $1 }), ("--ok-button", { $0.okLabel = $1 }),
      ("--cancel-label", { $0.cancelLabel = $1 }),
      ("--cancel-button", { $0.cancelLabel = $1 }),
      ("--yes-label", { $0.yesLabel = $1 }), ("--yes-button", { $0.yesLabel = $1 }),
      ("--no-label", { $0.noLabel = $1 }), ("--no-button", { $0.noLabel = $1 }),
      ("--exit-label", { $0.exitLabel = $1 }), ("--extra-label", { $0.extraLabel = $1 }),
      ("--help-label", { $0.helpLabel = $1 }),
      ("--separate-widget", { $0.separateWidget = $1 }),
      ("--output-separator", { $0.outputSeparator = $1 }),
      (
        "--default-button",
        { options, button in
          options.defaultNo = button == "no" || button == "cancel"
        }
      ),
    ]
    for (name, apply) in texts { table[name] = .one { options, value in apply(&options, value) } }
    table["--output-fd"] = .one { options, value throws(CompatUsageError) in
      options.outputDescriptor = try descriptor(value, for: "--output-fd")
    }
    table["--input-fd"] = .one { options, value throws(CompatUsageError) in
      options.inputDescriptor = try descriptor(value, for: "--input-fd")
    }
    table["--timeout"] = .one { options, value throws(CompatUsageError) in
      let seconds = try seconds(value, for: "--timeout")
      options.timeoutSeconds = seconds == 0 ? nil : seconds
    }
    table["--sleep"] = .one { options, value throws(CompatUsageError) in
      options.sleepSeconds = try seconds(value, for: "--sleep")
    }
    return table
  }()

  /// A file descriptor's number given to `flag`.
  static func descriptor(_ text: String, for flag: String) throws(CompatUsageError)
    -> Int32
  {
    guard let value = Int32(text.trimmed), value >= 0 else {
      throw CompatUsageError("\(flag) expects a file descriptor number, not '\(text)'")
    }
    return value
  }

  private static func seconds(_ text: String, for flag: String) throws(CompatUsageError) -> Int {
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
