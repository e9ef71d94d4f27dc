extension InvocationBuilder {
  /// Gives each named field its `--pattern`, `--range` and `--error-text`.
  ///
  /// - Throws: A usage error for a flag that names no field, a field given the same flag
  ///   twice, a bad pattern or range, or an error text for a field with nothing to check.
  func addChecks(to fields: inout [FieldSpec]) throws(UsageError) {
    func field(for flag: FlagName, _ text: String) throws(UsageError) -> (Int, String) {
      let (name, value) = ValueParser.splitAtEquals(text)
      guard let value else {
        throw values.error("\(flag.rawValue) takes NAME=VALUE; got \(UserText.quoted(text))")
      }
      guard let index = fields.firstIndex(where: { $0.name == name }) else {
        throw values.error(
          "\(flag.rawValue) \(UserText.quoted(text)) names no --field \(UserText.quoted(name))")
      }
      return (index, value)
    }
    var given: Set<String> = []
    func once(_ flag: FlagName, _ index: Int) throws(UsageError) {
      guard given.insert("\(flag.rawValue) \(index)").inserted else {
        throw values.error(
          "\(flag.rawValue) is given twice for --field \(UserText.quoted(fields[index].name))")
      }
    }
    for text in arguments.values(.pattern) {
      let (index, value) = try field(for: .pattern, text)
      try once(.pattern, index)
      fields[index].check.pattern = try values.pattern(value)
    }
    for text in arguments.values(.range) {
      let (index, value) = try field(for: .range, text)
      try once(.range, index)
      fields[index].check.range = try values.range(value, flag: .range)
    }
    for text in arguments.values(.errorText) {
      let (index, value) = try field(for: .errorText, text)
      try once(.errorText, index)
      guard !fields[index].check.isEmpty else {
        throw values.error(
          "--error-text for --field \(UserText.quoted(fields[index].name)), which has nothing "
            + "to check: add :required, --pattern or --range")
      }
      fields[index].check.errorText = value
    }
  }
}
