import ScrimCore
import ScrimSystem

/// Reads a folder's entries for a file chooser, with libc: its folders and its other
/// entries apart, as `stat` tells them (a link to a folder is a folder, as dialog has it).
///
/// The core asks for each folder it shows; nothing is read before.
package enum FolderReader {
  /// The entries of `path`, or nil when it cannot be opened as a folder.
  ///
  /// A folder of 100,000 entries costs one `readdir` each and a `stat` only for the
  /// entries whose kind the folder does not record (links, some file systems).
  package static func listing(of path: String) -> FolderListing? {
    guard let folder = opendir(path) else { return nil }
    defer { closedir(folder) }
    var folders: [String] = []
    var files: [String] = []
    let base = path.hasSuffix("/") ? path : path + "/"
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !name.isEmpty else { continue }
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): folders.append(name)
      case Int32(DT_LNK), Int32(DT_UNKNOWN):
        var status = stat()
        guard stat(base + name, &status) == 0 else { continue }
        if status.st_mode & S_IFMT == S_IFDIR { folders.append(name) } else { files.append(name) }
      default: files.append(name)
      }
    }
    return FolderListing(folders: folders, files: files)
  }
}

extension FolderReader {
  /// The process's working folder, or "/" when it cannot be read.
  package static func currentFolder() -> String {
    var buffer = [CChar](repeating: 0, count: 4097)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
