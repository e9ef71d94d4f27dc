import Testing

@testable import ScrimCore

/// A listing the reader cut short: the chooser says how much it left out, and does not
/// call a name it never saw missing.
@MainActor
@Suite struct FileChooserOmissionTests {
  private func listing(omitting count: Int, exact: Bool = true) -> FolderListing {
    var listing = FolderListing(folders: [".", ".."], files: ["a.txt"])
    listing.omittedCount = count
    listing.omittedCountIsExact = exact
    return listing
  }

  @Test("the last list's title says how many entries were left out, and forgets it after")
  func note() {
    var cut = true
    let chooser = FileChooser(path: "/big/", mode: .file) { folder in
      folder == "/big/" && cut ? listing(omitting: 23_456) : FolderListing(folders: [], files: [])
    }
    #expect(chooser.fileList?.title == "Files (and 23,456 more not listed)")
    #expect(chooser.folderList.title == "Folders")
    cut = false
    chooser.relist()
    #expect(chooser.fileList?.title == "Files")
    let folders = FileChooser(path: "/big/", mode: .folder) { _ in
      listing(omitting: 1_000_000, exact: false)
    }
    #expect(folders.folderList.title == "Folders (and over 1,000,000 more not listed)")
    folders.folderList.title = "Directories"
    folders.renoteOmissions()
    #expect(folders.folderList.title == "Directories (and over 1,000,000 more not listed)")
  }

  @Test("a name the cut listing does not hold may exist: only a whole listing refuses it")
  func leniency() {
    let chooser = FileChooser(path: "/big/zzz.txt", mode: .file) { _ in listing(omitting: 5) }
    chooser.requirement = .existingFile
    #expect(chooser.pathProblem == nil)
    let whole = FileChooser(path: "/big/zzz.txt", mode: .file) { _ in listing(omitting: 0) }
    whole.requirement = .existingFile
    #expect(whole.pathProblem == "No such file: /big/zzz.txt")
  }
}
