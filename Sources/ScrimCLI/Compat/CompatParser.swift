/// Reads a whiptail or dialog command line the way that program reads it: whiptail's as
/// popt permutes it (`WhiptailParser`), dialog's in order (`DialogParser`).
///
///     let request = try CompatParser(program: .whiptail)
///       .parse(["--title", "Disk", "--yesno", "Format it?", "8", "40"])
struct CompatParser {
  let program: CompatProgram
  /// Reads dialog's `--file`; the fuzzer passes one that reads nothing.
  var readFile: (String) throws(CompatUsageError) -> String = CompatFile.read
  /// dialog's `$DIALOGOPTS`, applied before each box's own options.
  var dialogOptions = ""

  /// Whether `arguments` name one of dialog's boxes.
  ///
  /// `scrim dialog` is scrim's own dialog unless they do: every dialog(1) command line
  /// names a box, and scrim's `dialog` flags never do.
  static func namesBox(in arguments: some Sequence<String>) -> Bool {
    arguments.contains { argument in
      let name = Self.name(argument)
      return CompatBox.Kind(rawValue: String(name.dropFirst(2))) != nil && name.hasPrefix("--")
    }
  }

  func parse(_ arguments: [String]) throws(CompatUsageError) -> CompatRequest {
    switch program {
    case .whiptail: return try WhiptailParser().parse(arguments)
    case .dialog:
      return try DialogParser(readFile: readFile, defaultOptions: dialogOptions).parse(arguments)
    }
  }

  /// An argument's name without dialog's and whiptail's `=value`, for telling a box.
  private static func name(_ argument: String) -> Substring {
    argument.prefix { $0 != "=" }
  }

  static func usage(_ kind: CompatBox.Kind) -> String { kind.usage }
}
