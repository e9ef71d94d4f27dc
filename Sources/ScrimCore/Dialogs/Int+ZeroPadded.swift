extension Int {
  /// The number's digits with zeros before them up to `width` characters.
  ///
  /// A date's and a time's fields are written this way everywhere: `7.zeroPadded(2)` is
  /// "07".
  package func zeroPadded(_ width: Int) -> String {
    let digits = String(self)
    return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
  }
}
