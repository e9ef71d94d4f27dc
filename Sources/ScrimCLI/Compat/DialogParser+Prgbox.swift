extension DialogParser {
  /// Reads dialog's `--prgbox [text] command height width`.
  ///
  /// Three arguments are the command and the sizes, four have the text above them first.
  /// The command is the box's one argument after the sizes.
  static func prgbox(
    _ arguments: [String], options: CompatOptions
  ) throws(CompatUsageError) -> CompatBox {
    let usage = CompatParser.usage(.prgbox)
    guard arguments.count >= 3 else {
      throw CompatUsageError("--prgbox needs \(usage); \(arguments.count) given")
    }
    guard arguments.count <= 4 else {
      throw CompatUsageError(
        "--prgbox takes \(usage); '\(arguments[4])' is one argument too many")
    }
    let given = arguments.count == 4 ? arguments : [""] + arguments
    var sizes: [Int] = []
    for (name, word) in zip(["height", "width"], given[2...]) {
      guard let number = WhiptailParser.number(word) else {
        throw CompatUsageError(
          "--prgbox expects a \(name) here, not '\(word)'; it needs \(usage)")
      }
      sizes.append(number)
    }
    return CompatBox(
      kind: .prgbox, text: given[0], sizes: sizes, rest: [given[1]], options: options)
  }
}
