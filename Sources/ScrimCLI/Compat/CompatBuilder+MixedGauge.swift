import ScrimCore

/// One row of dialog's mixed gauge: a name and its state as dialog words it.
struct CompatGaugeItem: Hashable, Sendable {
  var name: String
  /// The state shown: a word for dialog's codes, "40%" for "-40", the text itself
  /// otherwise; nil when dialog leaves the row blank (code 8, a blank or empty state).
  var state: String?

  /// dialog's words for the state codes 0 to 9, read from the state's first character.
  static let codeWords = [
    "Succeeded", "Failed", "Passed", "Completed", "Checked", "Done", "Skipped", "In Progress",
    "", "N/A",
  ]

  /// How full the state's chip is for a "-N" state (N percent, dialog's small gauge), or
  /// nil for a state in words.
  var fraction: Double?

  /// The state as dialog 1.3 shows `given`.
  static func state(_ given: String) -> String? {
    guard let first = given.unicodeScalars.first else { return nil }
    if first.isASCII, let code = Int(String(first)) {
      let word = codeWords[code]
      return word.isEmpty ? nil : word
    }
    if first == "-" {
      // Right-aligned in three columns, then "%": "-5" is "  5%".
      let number = String(given.dropFirst())
      return String(repeating: " ", count: max(0, 3 - number.count)) + number + "%"
    }
    if first == " " || first == "\t" || first == "\n" || first == "\u{0B}" || first == "\u{0C}"
      || first == "\r"
    {
      return nil
    }
    return given
  }
}

extension CompatGaugeItem {
  /// The share a "-N" state stands for, as dialog reads it for its small gauge (`%f`, so
  /// "-40" is 0.4 and "-x" is 0), clamped to 0...1; nil for any other state.
  static func fraction(_ given: String) -> Double? {
    guard given.first == "-", state(given) != nil else { return nil }
    let digits = given.dropFirst().prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    return min(1, max(0, (Double(String(digits)) ?? 0) / 100))
  }
}

extension CompatBox {
  /// A mixed gauge's rows, in pairs of a name and a state.
  func gaugeItems() throws(CompatUsageError) -> [CompatGaugeItem] {
    guard rest.count % 2 == 0 else {
      throw CompatUsageError(
        "--mixedgauge items come in pairs (tag item); \(rest.count) arguments were given "
          + "after the percent")
    }
    return stride(from: 0, to: rest.count, by: 2).map { start in
      CompatGaugeItem(
        name: rest[start], state: CompatGaugeItem.state(rest[start + 1]),
        fraction: CompatGaugeItem.fraction(rest[start + 1]))
    }
  }
}

extension CompatBuilder {
  /// dialog's mixed gauge: its rows as the core's status list (each name, its state in a
  /// chip at the row's end), then the text, then the overall gauge; it is drawn once and
  /// the command ends (`CompatBox.Kind.endsAtOnce`).
  func addMixedGauge(to shown: ShownBox<CompatBox>) throws(CompatUsageError) {
    let box = shown.box
    // A hidden row keeps its line, blank, as dialog leaves it.
    let rows = try box.gaugeItems().map { item in
      item.state.map {
        StatusList.Item(
          name: ArgumentText.shown(item.name), state: ArgumentText.shown($0),
          fraction: item.fraction)
      } ?? StatusList.Item(name: "", state: "")
    }
    if !rows.isEmpty { shown.dialog.addControl(.statusList(StatusList(items: rows))) }
    // The text comes between the rows and the gauge, as dialog draws it.
    if let message = shown.dialog.message {
      shown.dialog.message = nil
      shown.dialog.addControl(.text(message))
    }
    let percent = box.sizes.count > 2 ? box.sizes[2] : 0
    let overall = ProgressIndicator(fraction: Double(min(max(percent, 0), 100)) / 100)
    overall.accessibilityLabel = "Overall Progress"
    shown.dialog.addControl(.progress(overall))
    shown.progress = overall
  }
}
