import ScrimSystem

/// Hands a command line that cannot draw on a terminal to `scrim-gtk`, so that a script
/// started from a desktop launcher (no terminal, but a display) gets a window.
///
/// `scrim` chooses with `choice()` just before it would show something: the same command
/// line then runs in `scrim-gtk` (`exec`, so the script waits for it and sees its exit), with
/// the program scrim stood in for as its first word: started as `whiptail ARGS` (or
/// `zenity ARGS`), scrim runs `scrim-gtk whiptail ARGS` (`scrim-gtk zenity ARGS`).
///
///     var command = ScrimCommand(environment: .current(), interactiveRunner: TerminalRunner())
///     command.handOff = .current()
package struct WindowHandOff {
  /// Reads the process's environment: `SCRIM_RENDERER`, `DISPLAY`, `WAYLAND_DISPLAY`, `PATH`.
  package var variable: (String) -> String?
  /// Whether the controlling terminal can be opened.
  package var hasTerminal: () -> Bool
  /// The directory of the running scrim, where `scrim-gtk` is looked for first.
  package var executableDirectory: () -> String?
  /// The words `scrim-gtk` is started with after its path: the program scrim stood in for,
  /// then this process's own arguments, as bytes.
  package var words: [[UInt8]]

  /// The hand-off of this process: its arguments, environment and terminal.
  package static func current() -> WindowHandOff {
    let count = Int(CommandLine.argc)
    let argument = { (index: Int) -> [UInt8] in
      guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer)))
        .map { UInt8(bitPattern: $0) }
    }
    var words = (1..<max(1, count)).map(argument)
    if count > 0, let program = programWord(ArgumentText.programName()) {
      words.insert(Array(program.utf8), at: 0)
    }
    return WindowHandOff(
      variable: { getenv($0).map { String(cString: $0) } },
      hasTerminal: {
        let terminal = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else { return false }
        close(terminal)
        return true
      },
      executableDirectory: ownDirectory, words: words)
  }

  /// The word `scrim-gtk` is told the program with, for scrim started through a link
  /// named `name` (whiptail, dialog, zenity); nil for scrim itself.
  package static func programWord(_ name: String) -> String? {
    if ZenityDropIn.isInvoked(as: name) { return "zenity" }
    return CompatProgram.named(name)?.rawValue
  }

  /// Where this run's boxes show: `SCRIM_ANSWERS`'s file first, then line prompts when
  /// `asksForLines`, then `SCRIM_RENDERER`'s choice or the surroundings'.
  ///
  /// - Parameter asksForLines: Whether line prompts were asked for by name.
  /// - Throws: The failure of a `SCRIM_RENDERER` that names no renderer, or asks for a
  ///   window with no `scrim-gtk` to draw it.
  package func choice(asksForLines: Bool = false) throws(CommandFailure) -> RendererChoice {
    let answers = variable("SCRIM_ANSWERS")
    if (answers ?? "").isEmpty, asksForLines { return .line }
    let forced = variable("SCRIM_RENDERER")
    let hasDisplay = ["WAYLAND_DISPLAY", "DISPLAY"].contains { !(variable($0) ?? "").isEmpty }
    // The look-ups cost only when they can matter.
    let decides = forced.map { !$0.isEmpty } ?? false || !(answers ?? "").isEmpty
    let terminal = decides ? true : hasTerminal()
    let lookedFor = decides ? forced == "gtk" : !terminal && hasDisplay
    return try RendererChoice.choose(
      answers: answers, forced: forced, hasTerminal: terminal, hasDisplay: hasDisplay,
      windowProgram: lookedFor ? windowProgram() : nil)
  }

  /// `scrim-gtk` beside the running scrim, or else the first on PATH.
  package func windowProgram() -> String? {
    var directories: [String] = []
    if let own = executableDirectory() { directories.append(own) }
    directories += (variable("PATH") ?? "").split(separator: ":").map(String.init)
    for directory in directories where !directory.isEmpty {
      let path = directory + "/scrim-gtk"
      if access(path, X_OK) == 0 { return path }
    }
    return nil
  }

  /// Replaces this process with `scrim-gtk` at `path` on the same command line.
  ///
  /// - Returns: Only when the program could not be started: why, with exit 69.
  package func exec(_ path: String) -> CommandFailure {
    let arguments = [Array(path.utf8)] + words
    var pointers = arguments.map { bytes -> UnsafeMutablePointer<CChar>? in
      let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
      copy[bytes.count] = 0
      return copy
    }
    pointers.append(nil)
    execv(path, pointers)
    let reason = String(cString: strerror(errno))
    for pointer in pointers { pointer?.deallocate() }
    return CommandFailure(
      message: "cannot start \(path) for a window: \(reason)", exitStatus: ExitCode.unavailable)
  }

  /// The directory of the running executable, from /proc on Linux.
  private static func ownDirectory() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: 4096)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard let slash = path.lastIndex(of: "/") else { return nil }
      return String(path[..<slash])
    #else
      return nil
    #endif
  }
}
