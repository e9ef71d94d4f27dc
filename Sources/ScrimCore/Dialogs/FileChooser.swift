/// A file or folder chooser: a list of the folders and a list of the files in the folder
/// a path field names, and the field itself (dialog's file selector, a file dialog's
/// Material layout).
///
/// The core reads no folder itself: it asks `listing` for the entries of the folder the
/// path names (up to its last "/"; "./" without one) whenever that part of the path
/// changes, and the app or command answers from the file system.
///
///     let chooser = FileChooser(path: "/etc/", mode: .file) { folder in
///       FolderListing(folders: [".", "..", "ssl"], files: ["hosts", "passwd"])
///     }
///     dialog.addFileChooser(chooser)
///     // after the dialog: chooser.path
///
/// Typing in the field moves each list to the entry closest to the path's last part;
/// Space completes it (in a list, with the highlighted entry; in the field, with what the
/// entries that start with it share); Tab goes from the folders to the files, the field
/// and the buttons.
@MainActor
public final class FileChooser {
  /// What the chooser picks.
  public enum Mode: Hashable, Sendable {
    /// A file: the folders and the files are listed.
    case file
    /// A folder: only the folders are listed.
    case folder
  }

  /// Whether it picks a file or a folder.
  public let mode: Mode
  /// The folders of the listed folder, sorted; the first list of the chooser.
  public let folderList: ChoiceList
  /// The files of the listed folder, sorted, or nil when it picks a folder.
  public let fileList: ChoiceList?
  /// The path being chosen, as typed or completed.
  public let pathField: TextField
  /// Answers the entries of a folder, or nil when it cannot be read (the lists are then
  /// empty).
  public let listing: @MainActor (String) -> FolderListing?
  /// Whether names that start with "." are listed ("." and ".." among them).
  ///
  /// Defaults to true, as dialog lists every entry.
  public var showsHiddenEntries = true {
    didSet { refilter() }
  }
  /// Shell patterns ("*.txt") a file's name must match to be listed, or empty for every
  /// file; folders are always listed.
  ///
  /// Defaults to empty.
  public var filePatterns: [String] = [] {
    didSet { refilter() }
  }
  /// What the path must be for the chooser to accept it, checked by `pathProblem`.
  ///
  /// Defaults to `.any`.
  public var requirement: PathRequirement = .any

  /// What a chosen path must name.
  public enum PathRequirement: Hashable, Sendable {
    /// Any text.
    case any
    /// A folder that can be listed.
    case existingFolder
    /// A file among the listed folder's files.
    case existingFile
  }

  /// The folder part of the path that was last listed, or nil before the first listing.
  public private(set) var listedFolder: String?
  /// The folder whose entries the lists hold, kept through `relist()`.
  private var filledFolder: String?
  /// Grows each time the lists are filled, so a showing's lists follow a new listing.
  private(set) var listingRevision = 0
  /// Whether the listed folder could be read.
  private var isListedFolderReadable = false
  /// The listed folder's entries as read, hidden and filtered ones too: a name typed whole
  /// may be one the lists leave out, as in GTK's chooser.
  private(set) var listed = FolderListing(folders: [], files: [])
  /// `listed`'s names as sets, made when a path is first checked against them.
  private var listedNames: (folders: Set<String>, files: Set<String>)?
  /// What the last list's title says of the entries the listing left out, or "".
  var omissionNote = ""

  /// Makes a chooser starting at `path`, listing folders with `listing`.
  public init(
    path: String, mode: Mode, listing: @escaping @MainActor (String) -> FolderListing?
  ) {
    self.mode = mode
    self.listing = listing
    folderList = ChoiceList(title: "Folders", options: [])
    fileList = mode == .file ? ChoiceList(title: "Files", options: []) : nil
    pathField = TextField(text: path)
    pathField.accessibilityLabel = mode == .file ? "Path" : "Folder"
    for list in lists {
      list.showsMarks = false
      list.movesFocusAtEnds = false
      // The entry closest to the path shows while the path is typed, as in dialog.
      list.showsHighlightWithoutFocus = true
    }
    listPathFolder()
  }

  /// The path chosen: the field's text.
  public var path: String { pathField.text }

  /// The chooser's lists: the folders', then the files' when it has one.
  var lists: [ChoiceList] { [folderList] + (fileList.map { [$0] } ?? []) }

  /// Why the path is not what `requirement` asks, or nil when it is; read from the listing
  /// of its folder, without asking for another.
  public var pathProblem: String? {
    let path = self.path
    let leaf = FilePath.leaf(of: path)
    let isListed = FilePath.folder(of: path) == listedFolder && isListedFolderReadable
    switch requirement {
    case .any:
      return nil
    case .existingFolder:
      let isFolder = leaf.isEmpty || names().folders.contains(leaf) || !isListingWhole
      return isListed && isFolder ? nil : "Not a folder: \(path)"
    case .existingFile:
      // A name the listing left out may exist: only a whole listing can say it does not.
      let mayExist = !isListingWhole && mode == .file && !leaf.isEmpty
      return isListed && (pathNamesListedFile || mayExist) ? nil : "No such file: \(path)"
    }
  }

  /// Whether the listed folder was read whole: a reader may leave entries out of a huge one.
  private var isListingWhole: Bool { listed.omittedCount == 0 }

  /// The path's last part: the name after its last "/".
  public var pathLeaf: String { FilePath.leaf(of: path) }

  /// Whether the path names a file of the listed folder (a name that would be replaced),
  /// listed or left out by `showsHiddenEntries` and `filePatterns`.
  public var pathNamesListedFile: Bool {
    let leaf = pathLeaf
    return mode == .file && !leaf.isEmpty && FilePath.folder(of: path) == listedFolder
      && names().files.contains(leaf)
  }

  /// The listed folder's names as sets, made once a listing.
  private func names() -> (folders: Set<String>, files: Set<String>) {
    if let listedNames { return listedNames }
    let made = (Set(listed.folders), Set(listed.files))
    listedNames = made
    return made
  }

  /// Lists the folder the path names again, as after a change on disk.
  public func relist() {
    listedFolder = nil
    listPathFolder()
  }

  /// Shows the entries already read again through the current filters: changing what is
  /// shown needs no new reading of the folder (zenity sets both filters as it opens).
  private func refilter() {
    guard let folder = filledFolder else { return }
    fill(from: isListedFolderReadable ? listed : nil, folder: folder)
  }

  /// Lists the folder the path names when that part of the path changed.
  ///
  /// Where each list's keyboard is while the chooser shows is the stage's: it moves them
  /// to `closestRows()` after the path or the listing changed.
  func listPathFolder() {
    let folder = FilePath.folder(of: path)
    guard folder != listedFolder else { return }
    listedFolder = folder
    fill(from: listing(folder.isEmpty ? "./" : folder), folder: folder)
  }

  /// The row of each list (`lists`) whose entry is closest to the path's last part.
  func closestRows() -> [Int] {
    let leaf = Array(FilePath.leaf(of: path).utf8)
    return lists.map { FilePath.closest(to: leaf, in: $0.items) }
  }

  /// The path with its last part replaced by `name` (a list's entry), or completed as far
  /// as the entries that start with it agree (one folder gains its "/").
  ///
  /// - Returns: The new path, or nil when nothing completes it.
  func completed(with name: String?) -> String? {
    let path = self.path
    let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[...$0]) } ?? ""
    if let name { return folder + name }
    let leaf = FilePath.leaf(of: path)
    let folders = folderList.items.lazy.map(\.title).filter { $0 != "." && $0 != ".." }
    let files = (fileList?.items ?? []).lazy.map(\.title)
    guard
      let completion = FilePath.completion(
        of: leaf, folders: Array(folders), files: Array(files))
    else { return nil }
    return folder + completion
  }

  /// Lists `listing`, the entries of `folder`.
  ///
  /// Files checked in it stay checked by name when the same folder is listed again (a
  /// filter or hidden entries changed); another folder starts with none, so a check never
  /// lands on a file the user did not choose.
  private func fill(from listing: FolderListing?, folder: String) {
    let kept: Set<String> =
      folder == filledFolder
      ? Set(
        (fileList?.checkedIndices ?? []).compactMap { index in
          fileList?.items.indices.contains(index) == true ? fileList?.items[index].title : nil
        }) : []
    filledFolder = folder
    listingRevision &+= 1
    isListedFolderReadable = listing != nil
    let listing = listing ?? FolderListing(folders: [], files: [])
    listed = listing
    listedNames = nil
    noteOmissions(listing)
    let shown = { (name: String) in self.showsHiddenEntries || !name.hasPrefix(".") }
    folderList.items = FilePath.sorted(listing.folders.filter(shown)).map {
      ChoiceList.Item(title: $0)
    }
    if let fileList {
      let patterns = filePatterns
      let files = listing.files.filter { name in
        shown(name) && (patterns.isEmpty || patterns.contains { FilePath.matches($0, name) })
      }
      fileList.items = FilePath.sorted(files).map { ChoiceList.Item(title: $0) }
      fileList.checkedIndices = fileList.items.indices.filter {
        kept.contains(fileList.items[$0].title)
      }
    }
  }
}

/// The entries of one folder, as the command layer reads them: the names of its folders
/// and of everything else, in any order, and how many more it left out.
public struct FolderListing: Hashable, Sendable {
  /// The names of the folders in it ("." and ".." too, when the reader lists them).
  public var folders: [String]
  /// The names of its other entries.
  public var files: [String]
  /// How many entries the reader left out, a folder being too big to list whole; the
  /// chooser says so in its last list's title.
  ///
  /// Defaults to 0.
  public var omittedCount = 0
  /// Whether `omittedCount` is all of them, or the reader stopped counting there.
  ///
  /// Defaults to true.
  public var omittedCountIsExact = true

  /// Makes a listing.
  public init(folders: [String], files: [String]) {
    self.folders = folders
    self.files = files
  }
}
