extension CompatBox {
  /// The numbers after the sizes (a calendar's day, month and year; a timebox's hour,
  /// minute and second), or a usage error naming the word that is no number.
  func restNumbers() throws(CompatUsageError) -> [Int] {
    try rest.map { argument throws(CompatUsageError) -> Int in
      guard let number = Int(argument.trimmed) else {
        throw CompatUsageError(
          "--\(kind.rawValue) takes \(CompatParser.usage(kind)); '\(argument)' is no number")
      }
      return number
    }
  }
}
