/// Where a command's boxes show, as `SCRIM_RENDERER` forces or the surroundings decide.
package enum RendererChoice: Hashable, Sendable {
  /// The terminal, or line prompts where TERM asks for them: what scrim does without a
  /// choice.
  case terminal
  /// A window: `scrim-gtk` at this path runs the same command line.
  case window(path: String)
  /// Line prompts, as `--accessible` (or `SCRIM_ACCESSIBLE=1`) asks for them.
  case line
  /// Nothing shown: the answers file at this path answers each question
  /// (`SCRIM_ANSWERS=FILE`, or `--answers FILE` on scrim's own commands).
  case answers(path: String)

  /// The answers file when one is named, else line prompts when asked for, else the choice
  /// `SCRIM_RENDERER` forces, or else a window when there is no terminal but a display and
  /// `scrim-gtk` is found.
  ///
  /// An answers file comes first: a script under test runs with no person, whatever its
  /// terminal, its `TERM` or its display.
  ///
  /// - Parameters:
  ///   - answers: `SCRIM_ANSWERS`'s value (or `--answers`'s): a path, or nil or empty.
  ///   - asksForLines: Whether line prompts were asked for by name (`--accessible`,
  ///     `SCRIM_ACCESSIBLE=1`).
  ///   - forced: `SCRIM_RENDERER`'s value: `terminal`, `gtk`, `line`, or nil or empty.
  ///   - hasTerminal: Whether the controlling terminal can be opened.
  ///   - hasDisplay: Whether `WAYLAND_DISPLAY` or `DISPLAY` is set.
  ///   - windowProgram: Where `scrim-gtk` is, if found beside scrim or on PATH.
  /// - Throws: A usage failure for a value that names no renderer, and exit 69 for `gtk`
  ///   when no `scrim-gtk` is found.
  package static func choose(
    answers: String? = nil, asksForLines: Bool = false, forced: String?, hasTerminal: Bool,
    hasDisplay: Bool, windowProgram: String?
  ) throws(CommandFailure) -> RendererChoice {
    if let answers, !answers.isEmpty { return .answers(path: answers) }
    if asksForLines { return .line }
    switch forced ?? "" {
    case "terminal": return .terminal
    case "line": return .line
    case "gtk":
      guard let windowProgram else {
        throw CommandFailure(
          message: "SCRIM_RENDERER=gtk, but scrim-gtk is neither beside scrim nor on PATH; "
            + "install it (README: “A window when there is no terminal”)",
          exitStatus: ExitCode.unavailable)
      }
      return .window(path: windowProgram)
    case "":
      guard !hasTerminal, hasDisplay, let windowProgram else { return .terminal }
      return .window(path: windowProgram)
    case let other:
      throw CommandFailure(
        message: "SCRIM_RENDERER is \(UserText.visible(other).debugDescription); it must be "
          + "terminal, gtk or line",
        exitStatus: ExitCode.usage)
    }
  }
}
