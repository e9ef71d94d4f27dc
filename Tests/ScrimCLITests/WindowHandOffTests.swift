import ScrimCLI
import ScrimSystem
import Testing

/// With no terminal but a display, scrim, scrim as whiptail and scrim as dialog run the same
/// command line in `scrim-gtk`; here a stand-in on PATH records the words it was started
/// with and answers as a window would, and the script sees its output and exit status.
@Suite struct WindowHandOffTests {
  /// A directory holding a stand-in `scrim-gtk` and `whiptail`, `dialog` and `zenity` links
  /// to scrim.
  struct Place {
    let directory = CompatHarness.temporaryDirectory()
    var log: String { directory + "/argv" }

    init() throws {
      let standIn = directory + "/scrim-gtk"
      let script = """
        #!/bin/sh
        for word in "$@"; do printf '%s\\n' "$word"; done > "\(directory)/argv"
        echo "from the window"
        exit 7

        """
      let descriptor = open(standIn, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
      try #require(descriptor >= 0)
      _ = Array(script.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
      for name in ["whiptail", "dialog", "zenity"] {
        _ = symlink(ChildProcess.product("scrim"), directory + "/" + name)
      }
    }

    /// Runs `program` (scrim, or a link) with no controlling terminal and stdin closed.
    func run(
      _ program: String, _ arguments: [String], environment: [String] = ["DISPLAY=:99"]
    ) throws -> ChildProcess.Result {
      let executable =
        program == "scrim" ? ChildProcess.product("scrim") : directory + "/" + program
      return try #require(
        ChildProcess.run(
          executable, arguments,
          environment: ["LANG=C.UTF-8", "PATH=\(directory):/usr/bin:/bin"] + environment,
          newSession: true, closesInput: true),
        "build \(ChildProcess.product("scrim")) first")
    }

    /// The words the stand-in was started with, one a line; nil when it never ran.
    var words: [String]? {
      CompatHarness.readFile(log).map { $0.split(separator: "\n").map(String.init) }
    }

    func remove() {
      for name in ["argv", "scrim-gtk", "whiptail", "dialog", "zenity"] {
        unlink(directory + "/" + name)
      }
      rmdir(directory)
    }
  }

  @Test(
    "no terminal, a display: the same words go to scrim-gtk, named for the program",
    arguments: [
      ("scrim", ["alert", "--title", "Hi there", "--action", "OK"]),
      ("whiptail", ["--title", "Setup", "--yesno", "Go on?", "8", "40"]),
      ("dialog", ["--inputbox", "Name?", "0", "0", "Ada"]),
      ("zenity", ["--entry", "--text", "Name?"]),
    ])
  func handsOff(_ program: String, _ arguments: [String]) throws {
    let place = try Place()
    defer { place.remove() }
    let result = try place.run(program, arguments)
    let named = program == "scrim" ? [] : [program]
    #expect(place.words == named + arguments)
    #expect(result.status == 7 && result.standardOutput == "from the window\n", "\(result)")
  }

  @Test("WAYLAND_DISPLAY is a display too, and scrim's own whiptail and dialog words pass as given")
  func wayland() throws {
    let place = try Place()
    defer { place.remove() }
    let arguments = ["whiptail", "--msgbox", "Done", "8", "40"]
    _ = try place.run("scrim", arguments, environment: ["WAYLAND_DISPLAY=wayland-0"])
    #expect(place.words == arguments)
  }

  @Test("scrim zenity hands off as zenity; a notification goes to the desktop, else to stderr")
  func zenity() throws {
    let place = try Place()
    defer { place.remove() }
    let arguments = ["zenity", "--question", "--text", "Go on?"]
    let asked = try place.run("scrim", arguments)
    #expect(place.words == arguments)
    #expect(asked.status == 7, "\(asked)")
    let notified = try place.run("zenity", ["--notification", "--text", "Done"])
    #expect(place.words == ["zenity", "--notification", "--text", "Done"])
    #expect(notified.status == 7, "\(notified)")
    unlink(place.log)
    let told = try place.run(
      "zenity", ["--notification", "--text", "Done"], environment: ["TERM=xterm"])
    #expect(place.words == nil)
    #expect(told.status == 0 && told.standardError == "zenity: notification: Done\n", "\(told)")
    let noTerminal = try place.run("zenity", ["--info"], environment: ["TERM=xterm"])
    #expect(noTerminal.status == 1 && noTerminal.standardError.contains("SCRIM_ACCESSIBLE=1"))
  }

  @Test("no display, or SCRIM_RENDERER=terminal: no window; scrim says there is no terminal")
  func staysWithoutDisplay() throws {
    let place = try Place()
    defer { place.remove() }
    for environment in [["TERM=xterm"], ["DISPLAY=:99", "SCRIM_RENDERER=terminal", "TERM=xterm"]] {
      let result = try place.run("scrim", ["alert", "--title", "Hi"], environment: environment)
      #expect(place.words == nil, "\(environment)")
      #expect(result.status == 69, "\(environment): \(result)")
    }
  }

  @Test("SCRIM_RENDERER=line asks in line prompts though a window could show; stdin's end is Esc")
  func forcedLine() throws {
    let place = try Place()
    defer { place.remove() }
    let result = try place.run(
      "whiptail", ["--yesno", "Go on?", "8", "40"],
      environment: ["DISPLAY=:99", "SCRIM_RENDERER=line", "TERM=xterm"])
    #expect(place.words == nil)
    #expect(result.status == 255 && result.standardError.contains("Go on?"), "\(result)")
  }

  @Test("SCRIM_RENDERER=gtk without scrim-gtk, or an unknown value: a clear error")
  func forcedErrors() throws {
    let place = try Place()
    defer { place.remove() }
    unlink(place.directory + "/scrim-gtk")
    let missing = try place.run(
      "scrim", ["alert", "--title", "Hi"], environment: ["SCRIM_RENDERER=gtk"])
    #expect(missing.status == 69)
    #expect(missing.standardError.hasPrefix("scrim: SCRIM_RENDERER=gtk, but scrim-gtk is"))
    let unknown = try place.run(
      "dialog", ["--msgbox", "Hi", "0", "0"], environment: ["SCRIM_RENDERER=qt"])
    #expect(unknown.status == 255)
    #expect(
      unknown.standardError
        == "dialog: SCRIM_RENDERER is \"qt\"; it must be terminal, gtk or line\n")
  }
}
