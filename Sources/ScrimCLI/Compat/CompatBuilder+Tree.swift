import ScrimCore

/// One row of dialog's treeview: what it writes, what it shows, and how deep it sits.
struct CompatTreeItem: Hashable, Sendable {
  var tag: String
  var item: String
  var isOn: Bool
  var depth: Int
  var help: String?
}

extension CompatBox {
  /// A treeview's rows, in groups of four (tag, item, status, depth), five with
  /// `--item-help`; dialog reads every one (`--no-items` does not apply to a tree).
  func treeItems() throws(CompatUsageError) -> [CompatTreeItem] {
    let size = options.itemHelp ? 5 : 4
    guard rest.count % size == 0 else {
      throw CompatUsageError(
        "--treeview items come in groups of \(size) (tag item status depth"
          + (options.itemHelp ? " help" : "") + "); \(rest.count) arguments were given after "
          + "the sizes")
    }
    return stride(from: 0, to: rest.count, by: size).map { start in
      CompatTreeItem(
        tag: rest[start], item: rest[start + 1],
        isOn: Self.isOn(rest[start + 2], for: .dialog), depth: Self.leadingNumber(rest[start + 3]),
        help: options.itemHelp ? rest[start + 4] : nil)
    }
  }

  /// A number as C's `atoi` reads it: blanks, a sign and the digits that follow, 0 for
  /// anything else; a depth too deep for an `Int` is the deepest one.
  static func leadingNumber(_ text: String) -> Int {
    var scalars = Substring(text).unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    var negative = false
    if let sign = scalars.first, sign == "-" || sign == "+" {
      negative = sign == "-"
      scalars = scalars.dropFirst()
    }
    var value = 0
    for scalar in scalars {
      guard let digit = Int(String(scalar)), scalar.isASCII else { break }
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      let (added, carried) = shifted.addingReportingOverflow(digit)
      if overflow || carried { return negative ? Int.min : Int.max }
      value = added
    }
    return negative ? -value : value
  }
}

extension CompatBuilder {
  /// dialog's treeview: a radio list whose rows show their items (never their tags) at
  /// their depths; Space marks the row the keyboard is on, and OK writes the marked row's
  /// tag, nothing when none was marked.
  func addTree(to shown: ShownBox<CompatBox>, labels: CompatLabels) throws(CompatUsageError) {
    let box = shown.box
    let rows = try box.treeItems()
    let list = ChoiceList(
      title: "Tree",
      items: rows.map { ChoiceList.Item(title: ArgumentText.shown($0.item), depth: $0.depth) })
    list.showsHierarchy = true
    list.selectionMode = .marked
    list.movesFocusAtEnds = false
    list.isTabStop = false
    list.picksByNumber = true
    // dialog keeps the first row given "on" and clears the rest; none may be on.
    let on = rows.firstIndex(where: \.isOn)
    list.selectedIndex = on ?? 0
    list.hasMarkedItem = on != nil
    // The keyboard starts on the first row (or --default-item's), not on the marked one.
    list.startingHighlightIndex =
      box.options.defaultItem.flatMap { tag in rows.firstIndex { $0.tag == tag } } ?? 0
    if let height = box.sizes.last, height > 0 { list.visibleRowLimit = height }
    shown.dialog.addControl(.choice(list))
    shown.readValue = {
      guard list.hasMarkedItem, rows.indices.contains(list.selectedIndex) else { return .tag("") }
      return .tag(rows[list.selectedIndex].tag)
    }
    Self.helpWritesKeyboardRow(
      of: shown, rows: rows.map { ($0.tag, $0.help) },
      marked: {
        guard list.hasMarkedItem, rows.indices.contains(list.selectedIndex) else { return [] }
        return [rows[list.selectedIndex].tag]
      }
    ) {
      list.hasMarkedItem ? list.selectedIndex : nil
    }
    addOKCancel(to: shown, labels: labels)
    if box.options.helpButton { shown.addButton(labels.help, .help) }
  }
}
