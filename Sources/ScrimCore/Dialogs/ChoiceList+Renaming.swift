// Renaming an item in its row (`ChoiceList.renameAction`): the editor is the presenter's,
// for one showing; the list keeps what the dialog ended with.
extension ChoiceList {
  /// Gives the item at `index` `detail` and notes it as the one renamed: the dialog ends
  /// with the rename action.
  func rename(_ index: Int, to detail: String) {
    guard items.indices.contains(index) else { return }
    items[index].detail = detail
    renamedIndex = index
  }

  /// The second column's text for the item at `index` while `renamed` is being typed into
  /// a row (nil for none), or "" when there is none.
  func secondaryText(at index: Int, renamed: RenamedText?) -> String {
    guard showsTitles, showsDetails else { return "" }
    if let renamed, renamed.item == index { return renamed.text }
    return items[index].detail ?? ""
  }
}

/// A row's detail as the user types it while renaming the item, in place of the item's
/// own: what the list's columns are measured and laid out with.
struct RenamedText: Hashable, Sendable {
  /// The item's index in the list.
  var item: Int
  /// The new detail typed so far.
  var text: String
}
