import ScrimCore
import ScrimSystem

/// Reads a folder's entries for a file chooser, with libc: its folders and its other
/// entries apart, as `stat` tells them (a link to a folder is a folder, as dialog has it).
///
/// The core asks for each folder it shows; nothing is read before. A listing holds at most
/// `entryLimit` entries besides "." and "..", the first the folder gives; the rest are
/// counted (up to `countLimit`) for the chooser's note, not kept, so memory stays bounded
/// however big the folder is. A name that is not UTF-8 is shown with U+FFFD for each bad
/// byte, and its bytes are kept beside it (`Read.rawNames`) so that choosing it gives
/// back the name that exists.
package enum FolderReader {
  /// The most entries a listing holds, "." and ".." aside.
  package static let entryLimit = 100_000
  /// The most entries past `entryLimit` counted for the note; past it the count is "over".
  package static let countLimit = 1_000_000

  /// One folder as read.
  package struct Read: Sendable {
    /// What the chooser lists: every name as shown.
    package var listing: FolderListing
    /// The bytes of each name that is not the UTF-8 of its shown form, by shown name.
    package var rawNames: [String: [UInt8]]
  }

  /// The entries of the folder whose path is `path`'s bytes (`ArgumentText`'s form: bytes
  /// that are not UTF-8 stored as they are), or nil when it cannot be opened as a folder.
  package static func listing(of path: String) -> FolderListing? {
    read(ArgumentText.bytes(of: path))?.listing
  }

  /// The folder at `path`, exactly those bytes, or nil when it cannot be opened as one;
  /// at most `limit` entries kept and `counted` more counted.
  ///
  /// A folder of 100,000 entries costs one `readdir` each and a `stat` only for the
  /// entries whose kind the folder does not record (links, some file systems).
  package static func read(
    _ path: [UInt8], limit: Int = entryLimit, counted: Int = countLimit
  ) -> Read? {
    let cPath = path.map { CChar(bitPattern: $0) } + [0]
    guard let folder = opendir(cPath) else { return nil }
    defer { closedir(folder) }
    var folders: [String] = []
    var files: [String] = []
    var odd: [(bytes: [UInt8], isFolder: Bool)] = []
    var kept = 0
    var omitted = 0
    var base = path
    if base.last != UInt8(ascii: "/") { base.append(UInt8(ascii: "/")) }
    while let entry = readdir(folder) {
      // The name read in place: an array of its bytes only for a stat or a name not UTF-8.
      let (name, bytes) = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        let slice = raw.prefix { $0 != 0 }
        let name = String(validating: slice, as: UTF8.self)
        return (name, name == nil ? Array(slice) : nil)
      }
      guard name?.isEmpty != true else { continue }
      if name != "." && name != ".." {
        guard kept < limit else {
          omitted += 1
          if omitted >= counted { break }
          continue
        }
        kept += 1
      }
      let isFolder: Bool
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): isFolder = true
      case Int32(DT_LNK), Int32(DT_UNKNOWN):
        var status = stat()
        let full = (base + (bytes ?? Array((name ?? "").utf8))).map { CChar(bitPattern: $0) } + [0]
        guard stat(full, &status) == 0 else { continue }
        isFolder = status.st_mode & S_IFMT == S_IFDIR
      default: isFolder = false
      }
      if let name {
        if isFolder { folders.append(name) } else { files.append(name) }
      } else if let bytes {
        odd.append((bytes, isFolder))
      }
    }
    var listing = FolderListing(folders: folders, files: files)
    listing.omittedCount = omitted
    listing.omittedCountIsExact = omitted < counted
    let rawNames = odd.isEmpty ? [:] : shownNames(of: odd, besides: folders + files)
    // In any order: the chooser sorts what it lists.
    for (shown, raw) in rawNames {
      if raw.isFolder { listing.folders.append(shown) } else { listing.files.append(shown) }
    }
    return Read(listing: listing, rawNames: rawNames.mapValues(\.bytes))
  }

  /// A shown name for each name that is not UTF-8, standing for that entry alone.
  ///
  /// It has U+FFFD for each bad byte, and " (2)", " (3)"... after it when that is another
  /// entry's name.
  private static func shownNames(
    of odd: [(bytes: [UInt8], isFolder: Bool)], besides valid: [String]
  ) -> [String: (bytes: [UInt8], isFolder: Bool)] {
    // Only a valid name holding U+FFFD can be taken for a shown one.
    var taken = Set(valid.filter { $0.unicodeScalars.contains("\u{FFFD}") })
    var named: [String: (bytes: [UInt8], isFolder: Bool)] = [:]
    for entry in odd {
      let plain = ArgumentText.shown(ArgumentText.decode(entry.bytes))
      var shown = plain
      var number = 2
      while taken.contains(shown) {
        shown = plain + " (\(number))"
        number += 1
      }
      taken.insert(shown)
      named[shown] = entry
    }
    return named
  }
}

extension FolderReader {
  /// The process's working folder (`ArgumentText`'s form, its bytes kept), or "/" when it
  /// cannot be read.
  package static func currentFolder() -> String {
    var buffer = [CChar](repeating: 0, count: 4097)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    return ArgumentText.decode(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
  }

  /// Whether `path` (`ArgumentText`'s form) names an entry that saving would replace.
  ///
  /// The file system is asked, since a listing may be cut short or older than the file.
  package static func namesFile(_ path: String) -> Bool {
    let cPath = ArgumentText.bytes(of: path).map { CChar(bitPattern: $0) } + [0]
    var status = stat()
    return lstat(cPath, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR
  }

  /// `path` made absolute from `folder` when it is relative, with "." and ".." parts and
  /// doubled or trailing slashes gone, as GTK's file chooser hands back a file's name.
  package static func absolute(_ path: String, from folder: String) -> String {
    let whole = path.hasPrefix("/") ? path : folder + "/" + path
    var parts: [Substring] = []
    for part in whole.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}
