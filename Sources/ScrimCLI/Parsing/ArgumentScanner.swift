/// The flags and positional arguments of one subcommand's command line, in order.
struct ScannedArguments {
  /// Every flag given, in command-line order, with its value when it takes one.
  var flags: [(name: FlagName, value: String)] = []
  /// The arguments that are not flags or flag values.
  var positionals: [String] = []

  /// The values of a flag, in command-line order.
  func values(_ name: FlagName) -> [String] {
    flags.filter { $0.name == name }.map(\.value)
  }

  /// The value of a flag given at most once, or nil.
  func value(_ name: FlagName) -> String? {
    flags.first { $0.name == name }?.value
  }

  /// Whether a flag was given.
  func has(_ name: FlagName) -> Bool {
    flags.contains { $0.name == name }
  }
}

/// Splits a subcommand's arguments into flags and positionals, as `getopt_long` does for
/// long options: `--flag value` and `--flag=value` both work, a value may start with a
/// dash, and `--` ends the flags.
enum ArgumentScanner {
  /// The outcome of a scan.
  enum Result {
    /// `--help` or `-h` appeared as a flag; it wins over any error.
    case help
    /// The arguments, ready to be interpreted.
    case scanned(ScannedArguments)
  }

  /// Scans `arguments` against the flags `subcommand` accepts.
  ///
  /// - Throws: The first `UsageError` found, unless help was asked for anywhere.
  static func scan(_ arguments: ArraySlice<String>, for subcommand: Subcommand)
    throws(UsageError) -> Result
  {
    let specs = subcommand.flags
    var scanned = ScannedArguments()
    var firstError: UsageError?
    var wantsHelp = false
    var endOfFlags = false
    var index = arguments.startIndex
    func fail(_ message: String) {
      if firstError == nil { firstError = UsageError(message, subcommand: subcommand) }
    }
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if endOfFlags || argument == "-" || !argument.hasPrefix("-") {
        scanned.positionals.append(argument)
        continue
      }
      if argument == "--" {
        endOfFlags = true
        continue
      }
      if argument == "--help" || argument == "-h" {
        wantsHelp = true
        continue
      }
      let (name, inline) = split(argument)
      guard name.hasPrefix("--"), let spec = specs.first(where: { $0.name == name }) else {
        fail("\(subcommand.name) has no flag \(UserText.quoted(name))")
        continue
      }
      if !spec.isRepeatable, scanned.has(spec.key) {
        fail("\(name) can be given only once")
      }
      guard spec.takesValue else {
        if inline != nil { fail("\(name) takes no value") }
        scanned.flags.append((spec.key, ""))
        continue
      }
      if let inline {
        scanned.flags.append((spec.key, inline))
      } else if index < arguments.endIndex {
        scanned.flags.append((spec.key, arguments[index]))
        index += 1
      } else {
        fail("\(name) needs a value")
      }
    }
    if wantsHelp { return .help }
    if let firstError { throw firstError }
    return .scanned(scanned)
  }

  /// "--title=T" as ("--title", "T"); "--title" as ("--title", nil).
  private static func split(_ argument: String) -> (String, String?) {
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    let value = argument[argument.index(after: equals)...]
    return (String(argument[..<equals]), String(value))
  }
}
