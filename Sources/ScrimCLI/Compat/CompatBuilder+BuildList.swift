import ScrimCore

extension CompatBuilder {
  /// dialog's buildlist: the items not chosen in a first list, those given "on" in a second.
  ///
  /// Space moves the row the keyboard is on to the other list, `^` and `$` go to the
  /// first or second list; OK writes the chosen tags in the order given, quoted as a
  /// checklist's. The buttons keep focus, as dialog's do.
  func addBuildList(
    to shown: ShownBox<CompatBox>, labels: CompatLabels
  ) throws(CompatUsageError) {
    let box = shown.box
    let rows = try box.listItems(for: program)
    // dialog shows a buildlist's items, never its tags (as --no-tags).
    let lists = TransferLists(
      items: rows.map { row in
        ChoiceList.Item(title: ArgumentText.shown(row.item.isEmpty ? row.tag : row.item))
      },
      chosen: rows.indices.filter { rows[$0].isOn }, availableTitle: "Available",
      chosenTitle: "Selected")
    for list in [lists.available, lists.chosen] {
      list.isTabStop = false
      list.picksByNumber = true
      if let height = box.sizes.last, height > 0 { list.visibleRowLimit = height }
      shown.dialog.addControl(.choice(list))
    }
    shown.readValue = { .tags(lists.chosenIndices.sorted().map { rows[$0].tag }) }
    addOKCancel(to: shown, labels: labels)
    if box.options.helpButton { shown.addButton(labels.help, .help) }
  }
}
