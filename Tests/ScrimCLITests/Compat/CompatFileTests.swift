import ScrimSystem
import Testing

@testable import ScrimCLI

/// What a textbox makes of files that are not text: a clear error or a bounded view,
/// never a wait.
@Suite struct CompatFileTests {
  /// A sparse 100 MB file: its size without writing it.
  private static let hundredMegabytes = 100_000_000

  /// Runs `body` with the path of a scratch file holding `bytes`, then `size` bytes long
  /// when given; removes it after.
  private func withFile(
    bytes: [UInt8] = [], size: Int? = nil, _ body: (String) async throws -> Void
  ) async throws {
    let directory = CompatHarness.temporaryDirectory()
    let path = directory + "/file"
    defer {
      unlink(path)
      rmdir(directory)
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if let size { try #require(ftruncate(descriptor, off_t(size)) == 0) }
    close(descriptor)
    try await body(path)
  }

  @Test("a directory is an error that says so")
  func directory() {
    let directory = CompatHarness.temporaryDirectory()
    defer { rmdir(directory) }
    #expect {
      try CompatFile.read(directory)
    } throws: { error in
      (error as? CompatUsageError)?.message.contains("is a directory") == true
    }
  }

  @Test("a FIFO nobody writes to reads as empty at once")
  func silentFIFO() async throws {
    let text = try await CompatHarness.withFIFO { path in try CompatFile.read(path) }
    #expect(text == "")
  }

  @Test("a file read whole (a FIFO's, a device's) keeps its first 512 KiB and says so")
  func huge() async throws {
    try await withFile(size: Self.hundredMegabytes) { path in
      let text = try CompatFile.read(path)
      #expect(text.count < CompatFile.maximumByteCount + 100)
      #expect(text.hasPrefix("\u{2400}\u{2400}"))
      #expect(text.hasSuffix("scrim shows its start]"))
    }
  }

  @Test("a binary file is shown with its controls replaced, and the box answers")
  func binary() async throws {
    // An ELF header, then a clear-screen sequence and bytes that are not UTF-8.
    let bytes: [UInt8] = [
      0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x1B, 0x5B, 0x32, 0x4A, 0xFF, 0xFE, 0,
    ]
    try await withFile(bytes: bytes) { path in
      let run = try await CompatHarness.run(
        CompatHarness.scrim(as: "whiptail"),
        ["--title", "Binary", "--textbox", path, "12", "40"],
        steps: [.wait("ELF"), .wait("Binary"), .keys([.enter])])
      #expect(run.exit == .exited(0))
    }
  }

  @Test("a 100 MB textbox shows and answers")
  func hugeOnScreen() async throws {
    try await withFile(size: Self.hundredMegabytes) { path in
      let run = try await CompatHarness.run(
        CompatHarness.scrim(as: "dialog"), ["--title", "Huge", "--textbox", path, "12", "40"],
        // 3 s in a debug build on an idle machine; the deadline only tells a slow box,
        // which a loaded one makes of it, from one that never shows.
        steps: [.wait("Huge"), .keys([.enter])], waitLimit: .seconds(60))
      #expect(run.exit == .exited(0))
    }
  }
}
