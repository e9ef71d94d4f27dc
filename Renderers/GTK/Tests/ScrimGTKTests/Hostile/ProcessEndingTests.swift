import CGTK
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `scrim-gtk` as its own process, ended from outside while its window shows: by SIGTERM,
/// and by its display going away.
@MainActor
@Suite("scrim-gtk ended from outside", .serialized)
struct ProcessEndingTests {
  @Test("SIGTERM while shown: it dies of SIGTERM, prints nothing, leaves no process or file")
  func terminated() throws {
    try GTKTestEnvironment.start()
    let scrim = try ChildProcess(
      try scrimGTKExecutable(), ["alert", "--title", "Terminate me", "--action", "OK"].map(bytes),
      environment: ["SCRIM_GTK_REPORT_MAP": "1"])
    defer { scrim.removeTemporaryDirectory() }
    try #require(
      scrim.waitForLine(on: .errors, startingWith: "scrim-gtk: mapped") != nil,
      "the window maps: \(text(scrim.errorText))")
    kill(scrim.pid, SIGTERM)
    let ending = scrim.wait()
    #expect(ending.signal == SIGTERM, "\(ending), stderr: \(text(scrim.errorText))")
    #expect(scrim.outputText.isEmpty, "stdout: \(text(scrim.outputText))")
    #expect(!scrim.groupIsRunning, "a process of scrim-gtk's group is left")
    #expect(scrim.temporaryFiles() == [], "files left in its TMPDIR")
  }

  @Test("the X server goes away while shown: a clear error on stderr and exit 74")
  func displayGone() throws {
    // An X server of the test's own, the first display free: Xvfb writes its number.
    let server = try ChildProcess(
      "Xvfb", ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "640x480x24"].map(bytes))
    defer { server.removeTemporaryDirectory() }
    let number = try #require(
      server.waitForLine(on: .output, startingWith: ""),
      "Xvfb started: \(text(server.errorText))")
    let scrim = try ChildProcess(
      try scrimGTKExecutable(), ["alert", "--title", "Going away", "--action", "OK"].map(bytes),
      environment: ["DISPLAY": ":\(number)", "SCRIM_GTK_REPORT_MAP": "1"])
    defer { scrim.removeTemporaryDirectory() }
    try #require(
      scrim.waitForLine(on: .errors, startingWith: "scrim-gtk: mapped") != nil,
      "the window maps on :\(number): \(text(scrim.errorText))")
    kill(server.pid, SIGTERM)
    server.wait()
    let ending = scrim.wait()
    #expect(ending.status == 74, "\(ending), stderr: \(text(scrim.errorText))")
    let errors = text(scrim.errorText)
    #expect(
      errors.contains("scrim-gtk: lost the display :\(number): the X server closed the connection"),
      "stderr: \(errors)")
    #expect(scrim.outputText.isEmpty, "stdout: \(text(scrim.outputText))")
    // Not asked here whether its process group is empty: with no session bus, GLib
    // autolaunched one for the new display (dbus-launch), which leaves by itself once it
    // sees the X server gone, some time after scrim-gtk.
  }
}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
