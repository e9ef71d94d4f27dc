import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// zenity and `scrim-gtk zenity` whose X server goes away while their box shows: a script
/// sees the same exit status and the same stderr from both.
@MainActor
@Suite("scrim-gtk as zenity: the display goes away", .serialized)
struct ZenityDisplayLossTests {
  @Test("the X server quits under an --info box: same status and stderr as zenity")
  func displayGone() throws {
    try #require(
      access("/usr/bin/zenity", X_OK) == 0, "zenity is installed (apt-get install zenity)")
    let box = ["--info", "--text=Going away"]
    let zenity = try endingOnLostDisplay("/usr/bin/zenity", box)
    let scrim = try endingOnLostDisplay(try scrimGTKExecutable(), ["zenity"] + box)
    #expect(zenity.status != nil, "zenity ends by itself: \(zenity)")
    #expect(scrim.status == zenity.status, "scrim-gtk zenity: \(scrim); zenity: \(zenity)")
    #expect(scrim.errors == zenity.errors, "scrim-gtk zenity: \(scrim); zenity: \(zenity)")
    #expect(scrim.output.isEmpty, "stdout: \(scrim.output)")
  }

  /// Shows `arguments` with `executable` on an X server of its own, ends the server once
  /// the window maps, and returns how the program ended.
  private func endingOnLostDisplay(_ executable: String, _ arguments: [String]) throws
    -> (status: Int32?, errors: String, output: String)
  {
    let server = try ChildProcess(
      "Xvfb", ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "640x480x24"].map(bytes))
    defer { server.removeTemporaryDirectory() }
    let number = try #require(
      server.waitForLine(on: .output, startingWith: ""), "Xvfb started: \(text(server.errorText))")
    // No session or accessibility bus: neither program then starts helpers on the display.
    let environment = [
      "DISPLAY": ":\(number)", "GDK_BACKEND": "x11", "NO_AT_BRIDGE": "1", "GTK_A11Y": "none",
      "DBUS_SESSION_BUS_ADDRESS": "disabled:",
    ]
    let program = try ChildProcess(executable, arguments.map(bytes), environment: environment)
    defer { program.removeTemporaryDirectory() }
    let search = try ChildProcess(
      "/usr/bin/xdotool",
      ["search", "--sync", "--onlyvisible", "--pid", "\(program.pid)"].map(bytes),
      environment: ["DISPLAY": ":\(number)"])
    defer { search.removeTemporaryDirectory() }
    let window = search.waitForLine(on: .output, startingWith: "")
    search.wait()
    try #require(window != nil, "\(executable)'s window maps: \(text(program.errorText))")
    kill(server.pid, SIGTERM)
    server.wait()
    let ending = program.wait()
    return (ending.status, text(program.errorText), text(program.outputText))
  }
}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
