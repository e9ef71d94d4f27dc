// The whole-text selection a field may start with, so that typing replaces it.
extension TextField {
  /// Selects the whole text (when there is any), with the insertion point at its end.
  public func selectAll() {
    guard !text.isEmpty else { return }
    cursor = text.count
    isAllSelected = true
  }

  /// Deletes the text when it is all selected.
  ///
  /// - Returns: Whether it was.
  func clearSelection() -> Bool {
    guard isAllSelected else { return false }
    text = ""
    return true
  }

  /// Focus came to the field: selects the text if the field asks for that.
  func focusArrived() {
    if selectsAllOnFocus { selectAll() }
  }
}
