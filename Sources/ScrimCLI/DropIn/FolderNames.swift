import ScrimCore

/// The bytes behind the paths a file chooser shows, for dialog's `--fselect` and
/// `--dselect` and zenity's `--file-selection`.
///
/// The chooser shows names as text: one that is not UTF-8 has U+FFFD for each bad byte.
/// The reader keeps the bytes of such names beside them, by the folder listed, and the
/// command line's path keeps its own (`ArgumentText`); this turns a shown path back into
/// the bytes of the one that exists, to open the next folder and to print the answer.
///
///     let names = FolderNames(start: given)
///     let chooser = FileChooser(path: ArgumentText.shown(given), mode: .file,
///       listing: names.listing(of:))
///     // the answer, bytes and all: names.argumentText(of: chooser.path)
@MainActor
package final class FolderNames {
  /// The bytes of the names that are not their shown text, by the folder as the chooser
  /// asked for it, then by shown name; only folders that have such names.
  private var rawNames: [String: [String: [UInt8]]] = [:]
  /// The command line's path and each of its folders, by shown text (`ArgumentText`).
  private var given: [String: String] = [:]

  /// Names for a chooser that starts at `start`, the command line's path (`ArgumentText`).
  package init(start: String) {
    given[ArgumentText.shown(start)] = start
    // Each of its folders too, for a path no longer than a system's takes.
    guard start.unicodeScalars.count <= Self.longestPath else { return }
    var prefix = String.UnicodeScalarView()
    for scalar in start.unicodeScalars {
      if scalar == "/", !prefix.isEmpty {
        let text = String(prefix)
        given[ArgumentText.shown(text)] = text
      }
      prefix.append(scalar)
    }
  }

  /// The longest path read part by part: PATH_MAX; a longer one names nothing that can be
  /// opened, and is taken as typed.
  static let longestPath = 4096

  /// The entries of `folder`, a shown path, read from the folder it stands for.
  package func listing(of folder: String) -> FolderListing? {
    guard let read = FolderReader.read(bytes(of: folder)) else {
      rawNames[folder] = nil
      return nil
    }
    rawNames[folder] = read.rawNames.isEmpty ? nil : read.rawNames
    return read.listing
  }

  /// `path`, a shown path, as the command line's text of the path it stands for: what the
  /// script gets, its bytes as they are on disk (`ArgumentText.bytes(of:)`).
  package func argumentText(of path: String) -> String {
    ArgumentText.decode(bytes(of: path))
  }

  /// The bytes of the path `path` shows: each part a name listed, given on the command
  /// line, or typed.
  private func bytes(of path: String) -> [UInt8] {
    if let given = given[path] { return ArgumentText.bytes(of: given) }
    guard path.unicodeScalars.count <= Self.longestPath else {
      return ArgumentText.bytes(of: ArgumentText.typed(path))
    }
    var bytes: [UInt8] = []
    var shown = String.UnicodeScalarView()
    var part = String.UnicodeScalarView()
    // Each part is looked up in the listing of the folder shown before it.
    func endPart() {
      guard !part.isEmpty else { return }
      let folder = String(shown)
      let whole = folder + String(part)
      if let given = given[whole] {
        bytes = ArgumentText.bytes(of: given)
      } else {
        bytes += name(String(part), in: folder.isEmpty ? "./" : folder)
      }
      shown += part
      part = String.UnicodeScalarView()
    }
    for scalar in path.unicodeScalars {
      guard scalar == "/" else {
        part.append(scalar)
        continue
      }
      endPart()
      shown.append(scalar)
      bytes.append(UInt8(ascii: "/"))
    }
    endPart()
    return bytes
  }

  /// The bytes of `name`, shown in the listing of `folder`.
  private func name(_ name: String, in folder: String) -> [UInt8] {
    rawNames[folder]?[name] ?? ArgumentText.bytes(of: ArgumentText.typed(name))
  }
}
