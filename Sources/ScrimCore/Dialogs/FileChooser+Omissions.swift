extension FileChooser {
  /// Says in the last list's title (the files', or the folders' when it picks a folder)
  /// how many entries the listing left out, as "Files (and 23,456 more not listed)";
  /// a whole listing leaves the title as the app set it.
  func noteOmissions(_ listing: FolderListing) {
    guard let list = lists.last else { return }
    var title = list.title
    if !omissionNote.isEmpty, title.hasSuffix(omissionNote) {
      title.removeLast(omissionNote.count)
    }
    omissionNote = ""
    if listing.omittedCount > 0 {
      let count = Self.grouped(listing.omittedCount)
      omissionNote =
        " (and " + (listing.omittedCountIsExact ? "" : "over ") + count + " more not listed)"
    }
    list.title = title + omissionNote
  }

  /// Puts the note back after the app set the last list's title.
  package func renoteOmissions() {
    omissionNote = ""
    noteOmissions(listed)
  }

  /// `number` in digits grouped by threes with commas: 1,000,000.
  static func grouped(_ number: Int) -> String {
    var digits = Array(String(number))
    var index = digits.count - 3
    while index > 0 {
      digits.insert(",", at: index)
      index -= 3
    }
    return String(digits)
  }
}
