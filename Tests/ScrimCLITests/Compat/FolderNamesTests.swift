import ScrimCore
import ScrimSystem
import ScrimTerminal
import ScrimTesting
import Testing

@testable import ScrimCLI

/// A file chooser over names that are not UTF-8, and over a folder too big to list whole:
/// each name shown once with U+FFFD for its bad bytes, the one chosen printed with its
/// own bytes (a path that exists), and a listing bounded with a note of what it left out.
@MainActor
@Suite struct FolderNamesTests {
  /// Writes what it is given, bytes as they are.
  final class ByteOutput: TextOutput {
    private(set) var bytes: [UInt8] = []
    func write(_ text: String) { bytes += Array(text.utf8) }
    func write(bytes: [UInt8]) { self.bytes += bytes }
  }

  @Test("each name that is not UTF-8 is shown once, apart from a real name it would look like")
  func shownNamesAreDistinct() throws {
    let other = Array("caf".utf8) + [0xE8] + Array(".txt".utf8)
    let root = NameFolder.make([
      NameFolder.latin1, other, Array("caf\u{FFFD}.txt".utf8), [0x64, 0xFF, 0x2F],
    ])
    defer { NameFolder.remove(root) }
    let read = try #require(FolderReader.read(Array(root.utf8)))
    let files = Set(read.listing.files)
    #expect(
      files == ["caf\u{FFFD}.txt", "caf\u{FFFD}.txt (2)", "caf\u{FFFD}.txt (3)"], "\(files)")
    #expect(read.listing.folders.contains("d\u{FFFD}"))
    #expect(Set(read.rawNames.values) == [NameFolder.latin1, other, [0x64, 0xFF]])
    #expect(read.rawNames["caf\u{FFFD}.txt"] == nil, "the UTF-8 name keeps its own")
  }

  @Test("zenity: the name chosen is printed with its own bytes, in a folder that is not UTF-8")
  func zenityPrintsTheBytes() async throws {
    let root = NameFolder.make([NameFolder.latin1, [0x64, 0xFF, 0x2F], [0x64, 0xFF, 0x2F, 0x78]])
    defer { NameFolder.remove(root) }
    for (typed, bytes) in [
      (root + "caf\u{FFFD}.txt", Array(root.utf8) + NameFolder.latin1),
      (root + "d\u{FFFD}/x", Array(root.utf8) + [0x64, 0xFF, 0x2F, 0x78]),
    ] {
      let io = ScriptedLineIO([typed, ""])
      let output = ByteOutput()
      var command = ZenityDropIn(
        environment: CommandEnvironment(
          terminal: TerminalEnvironment(variables: ["TERM": "xterm"], isTerminal: true),
          standardOutputIsTerminal: false),
        output: output, errors: ByteOutput(), variable: { ["SCRIM_ACCESSIBLE": "1"][$0] },
        openDevice: { () throws(TerminalError) -> any TerminalDevice in
          throw .noTerminal(path: "/dev/tty", errno: ENXIO)
        },
        makeLineIO: { io })
      command.input = open("/dev/null", O_RDONLY)
      defer { close(command.input) }
      let end = await command.run(["--file-selection", "--filename=\(root)"])
      #expect(end.status == 0, "\(io.transcript)")
      #expect(output.bytes == bytes + [0x0A], "\(typed): \(io.transcript)")
    }
  }

  @Test("dialog --dselect: a folder that is not UTF-8, typed as shown, is written as it is")
  func dialogWritesTheBytes() async throws {
    let root = NameFolder.make([[0x64, 0xFF, 0x2F]])
    defer { NameFolder.remove(root) }
    let io = ScriptedLineIO([root + "d\u{FFFD}", "1"])
    let output = ByteOutput()
    let command = CompatCommand(
      program: .dialog,
      environment: CommandEnvironment(
        terminal: TerminalEnvironment(variables: ["TERM": "xterm"], isTerminal: true),
        standardOutputIsTerminal: false),
      variable: { ["SCRIM_ACCESSIBLE": "1"][$0] },
      openDevice: { () throws(TerminalError) -> any TerminalDevice in
        throw .noTerminal(path: "/dev/tty", errno: ENXIO)
      },
      makeLineIO: { io }, makeOutput: { _ in output }, errors: ByteOutput(), sleep: { _ in })
    let end = await command.run(["--dselect", root, "10", "50"])
    #expect(end.status == 0, "\(io.transcript)")
    #expect(output.bytes == Array(root.utf8) + [0x64, 0xFF], "\(io.transcript)")
  }

  @Test("a path of a million parts is taken as typed, in bounded time and memory")
  func hugePath() {
    let path = String(repeating: "a\u{FFFD}/", count: 1_000_000)
    let names = FolderNames(start: path)
    #expect(names.argumentText(of: path) == path)
    let typed = path + "b"
    #expect(names.argumentText(of: typed) == typed)
  }

  @Test("a listing keeps its first entries and counts the rest, up to a bound")
  func boundedListing() throws {
    let root = NameFolder.make((0..<5).map { Array("f\($0)".utf8) })
    defer { NameFolder.remove(root) }
    let cut = try #require(FolderReader.read(Array(root.utf8), limit: 3))
    #expect(cut.listing.files.count == 3)
    #expect(cut.listing.folders.sorted() == [".", ".."])
    #expect(cut.listing.omittedCount == 2 && cut.listing.omittedCountIsExact)
    let counted = try #require(FolderReader.read(Array(root.utf8), limit: 3, counted: 1))
    #expect(counted.listing.omittedCount == 1 && !counted.listing.omittedCountIsExact)
    let whole = try #require(FolderReader.read(Array(root.utf8)))
    #expect(whole.listing.files.count == 5 && whole.listing.omittedCount == 0)
  }
}

/// The real dialog and scrim as dialog over a file that is not UTF-8, in a pseudo-terminal:
/// the bytes written for the file chosen are the same.
@Suite struct DialogNonUTF8NameTests {
  /// What `program --stdout --fselect FOLDER` writes, as hex, once the keys chose the
  /// second file.
  private func chosen(by program: String, in folder: String) async throws -> String {
    let terminal = try PseudoTerminal(
      executable: "/bin/sh",
      arguments: [
        "-c", "\"$0\" --stdout --fselect \"$1\" 12 60 | od -An -tx1", program, folder,
      ],
      environment: CompatHarness.environment, standardOutput: .pipe, standardError: .pipe)
    #expect(await terminal.waitForScreen(containing: "Files"), terminal.screenDump())
    for key in [PseudoTerminal.Key.tab, .tab, .tab, .tab, CompatHarness.down, .space, .enter] {
      terminal.press(key)
    }
    #expect(await terminal.waitForExit() == .exited(0), terminal.screenDump())
    return terminal.standardOutputText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test("--fselect: the file chosen is written with its own bytes, as dialog writes it")
  func sameBytesAsDialog() async throws {
    let dialog = try CompatHarness.requireReal("dialog")
    let root = NameFolder.make([Array("b.txt".utf8), NameFolder.latin1])
    defer { NameFolder.remove(root) }
    let theirs = try await chosen(by: dialog, in: root)
    let ours = try await chosen(by: CompatHarness.scrim(as: "dialog"), in: root)
    let expected = (Array(root.utf8) + NameFolder.latin1).map {
      String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
    }.joined(separator: " ")
    #expect(theirs == expected, "dialog wrote \(theirs)")
    #expect(ours == theirs)
  }
}

/// Folders of names given by their bytes, for the tests above.
enum NameFolder {
  /// A new folder holding `names` (files, or folders for names ending in "/"), by their
  /// bytes; its path ends with "/".
  static func make(_ names: [[UInt8]]) -> String {
    var template = Array("/tmp/scrim-names-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
    let root = made.map { String(cString: $0) } ?? "/tmp"
    for name in names {
      let path = Array((root + "/").utf8) + name
      if name.last == UInt8(ascii: "/") {
        mkdir(path.map { CChar(bitPattern: $0) } + [0], 0o700)
      } else {
        close(open(path.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY | O_CLOEXEC, 0o600))
      }
    }
    return root + "/"
  }

  /// Removes a folder `makeFolder` made, and what it holds.
  static func remove(_ root: String) {
    let command = "rm -rf -- '\(root)'"
    _ = command.withCString { system($0) }
  }

  static let latin1 = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)
}
