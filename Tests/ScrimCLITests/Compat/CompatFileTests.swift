import ScrimSystem
import Testing

@testable import ScrimCLI

/// What a textbox makes of files that are not text: a clear error or a bounded view,
/// never a wait.
@Suite struct CompatFileTests {
  private func scratch(_ name: String) -> (directory: String, path: String) {
    let directory = CompatHarness.temporaryDirectory()
    return (directory, directory + "/" + name)
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
  func silentFIFO() throws {
    let (directory, path) = scratch("fifo")
    defer {
      unlink(path)
      rmdir(directory)
    }
    try #require(mkfifo(path, 0o600) == 0)
    #expect(try CompatFile.read(path) == "")
  }

  @Test("a 100 MB file shows its first 512 KiB and says the rest was left out")
  func huge() throws {
    let (directory, path) = scratch("huge")
    defer {
      unlink(path)
      rmdir(directory)
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0)
    // Sparse: 100 MB of zero bytes without writing them.
    try #require(ftruncate(descriptor, 100_000_000) == 0)
    close(descriptor)
    let text = try CompatFile.read(path)
    #expect(text.count < CompatFile.maximumByteCount + 100)
    #expect(text.hasPrefix("\u{2400}\u{2400}"))
    #expect(text.hasSuffix("scrim shows its start]"))
  }

  @Test("a binary file is shown with its controls replaced, and the box answers")
  func binary() async throws {
    let (directory, path) = scratch("binary")
    defer {
      unlink(path)
      rmdir(directory)
    }
    // An ELF header, then a clear-screen sequence and bytes that are not UTF-8.
    let bytes: [UInt8] = [
      0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x1B, 0x5B, 0x32, 0x4A, 0xFF, 0xFE, 0x00,
    ]
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    let run = try await CompatHarness.run(
      CompatHarness.scrim(as: "whiptail"), ["--title", "Binary", "--textbox", path, "12", "40"],
      steps: [.wait("ELF"), .wait("Binary"), .keys([.enter])])
    #expect(run.exit == .exited(0))
  }

  @Test("a 100 MB textbox shows and answers")
  func hugeOnScreen() async throws {
    let (directory, path) = scratch("huge")
    defer {
      unlink(path)
      rmdir(directory)
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0)
    try #require(ftruncate(descriptor, 100_000_000) == 0)
    close(descriptor)
    let run = try await CompatHarness.run(
      CompatHarness.scrim(as: "dialog"), ["--title", "Huge", "--textbox", path, "12", "40"],
      steps: [.wait("Huge"), .keys([.enter])])
    #expect(run.exit == .exited(0))
  }
}
