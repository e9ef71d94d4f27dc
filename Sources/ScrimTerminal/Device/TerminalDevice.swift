import ScrimCore

/// Something that happened on the terminal, delivered by a device's event stream.
public enum DeviceEvent: Hashable, Sendable {
  /// Bytes the user typed or the terminal reported; feed them to the input parser.
  case input([UInt8])
  /// The terminal changed size (SIGWINCH).
  case resized(Size)
  /// The process was continued after a suspension (SIGCONT); repaint everything.
  case resumed
}

/// Which terminal modes a device switches on while it runs.
public struct TerminalModes: Hashable, Sendable {
  /// Draw on the alternate screen, so the shell's text comes back afterwards.
  ///
  /// Defaults to true; false draws inline below the cursor (snackbars, banners).
  public var alternateScreen = true
  /// Report mouse presses, releases and the wheel (SGR encoding).
  ///
  /// Defaults to true.
  public var mouse = true
  /// Report the pointer's motion too (mode 1003), so that a snackbar or banner under it
  /// holds its timer, as on a desktop.
  ///
  /// Defaults to true; only with `mouse`.
  public var mouseMotion = true
  /// Bracket pasted text so it is not taken for keys.
  ///
  /// Defaults to true.
  public var bracketedPaste = true
  /// Report focus in and out.
  ///
  /// Defaults to false.
  public var focusEvents = false
  /// Draw inline in this many rows below the cursor instead of on a screen of its own:
  /// the rows are made (scrolling the shell's output up if need be), drawn relative to
  /// the saved cursor, and erased again on exit, leaving the cursor where it started.
  ///
  /// Defaults to nil (full screen); ignored with `alternateScreen`.
  public var inlineHeight: Int?

  /// Whether drawing is inline below the cursor.
  public var isInline: Bool { !alternateScreen && inlineHeight != nil }

  /// Makes modes; every parameter defaults to the full-screen set, pointer motion included.
  public init(
    alternateScreen: Bool = true, mouse: Bool = true, bracketedPaste: Bool = true,
    focusEvents: Bool = false, inlineHeight: Int? = nil
  ) {
    self.alternateScreen = alternateScreen
    self.mouse = mouse
    self.bracketedPaste = bracketedPaste
    self.focusEvents = focusEvents
    self.inlineHeight = inlineHeight.map { max(1, $0) }
  }

  /// Makes modes with pointer motion reported or not; the others default to the
  /// full-screen set.
  ///
  ///     TerminalModes(mouseMotion: false)  // presses and the wheel only
  public init(
    alternateScreen: Bool = true, mouse: Bool = true, mouseMotion: Bool,
    bracketedPaste: Bool = true, focusEvents: Bool = false, inlineHeight: Int? = nil
  ) {
    self.init(
      alternateScreen: alternateScreen, mouse: mouse, bracketedPaste: bracketedPaste,
      focusEvents: focusEvents, inlineHeight: inlineHeight)
    self.mouseMotion = mouseMotion
  }

  /// The bytes that switch the modes on, and hide the cursor until a frame places it.
  public var enterSequence: String {
    var sequence = alternateScreen ? "\u{1B}[?1049h" : ""
    if isInline, let rows = inlineHeight {
      // Make the rows (newlines scroll when the cursor is near the bottom), come back
      // up to the first, and save it as the origin every frame is drawn from.
      sequence += "\r" + String(repeating: "\n", count: rows - 1)
      if rows > 1 { sequence += "\u{1B}[\(rows - 1)A" }
      sequence += "\u{1B}7"
    }
    sequence += "\u{1B}[?25l"
    if mouse {
      sequence += mouseMotion ? "\u{1B}[?1003h\u{1B}[?1006h" : "\u{1B}[?1000h\u{1B}[?1006h"
    }
    if bracketedPaste { sequence += "\u{1B}[?2004h" }
    if focusEvents { sequence += "\u{1B}[?1004h" }
    return sequence
  }

  /// The bytes that switch every mode off again, reset colours and show the cursor.
  ///
  /// Modes are switched off whether or not they were on, so that a restore after a
  /// crash in the middle of start-up still leaves a clean terminal. Synchronized output
  /// (mode 2026) goes first: a signal can end the process between a frame's `ESC[?2026h`
  /// and its `ESC[?2026l`, and a terminal still holding its updates would show nothing
  /// of the restore, nor of the shell afterwards. ASCII goes back into G0 (`ESC ( B`)
  /// with the colours, for the same reason: cut inside a border drawn in DEC's
  /// line-drawing set, the shell's text would come out as lines.
  public var exitSequence: String {
    "\u{1B}[?2026l" + (isInline ? "\u{1B}8\u{1B}[0m\u{1B}[J" : "")
      + "\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1000l"
      + "\u{1B}[0m\u{1B}(B\u{1B}[?25h"
      + (alternateScreen ? "\u{1B}[?1049l" : "")
  }
}

/// A terminal to draw on and read from: the real one (`TTY`) or an in-memory one for tests.
public protocol TerminalDevice: AnyObject, Sendable {
  /// The terminal's size in cells.
  var size: Size { get }
  /// Writes one frame's bytes, all at once.
  func write(_ bytes: [UInt8]) throws(TerminalError)
  /// Switches to raw mode and the given modes, and starts delivering events.
  func start(_ modes: TerminalModes) throws(TerminalError) -> AsyncStream<DeviceEvent>
  /// Starts as `start(_:)` does, handing each event to `deliver` instead of a stream, on
  /// whatever thread the device reads on, and nil once, when input ends.
  ///
  /// `TerminalApp.run()` starts every device this way. Waiting on a stream resumes on
  /// Swift's global executor before the loop hops back to the main actor (see
  /// `LoopInbox`), so `TTY` and `InMemoryTerminal` hand their events over directly; the
  /// default implementation forwards `start(_:)`'s stream for a device of your own.
  func start(
    _ modes: TerminalModes, delivering deliver: @escaping @Sendable (DeviceEvent?) -> Void
  ) throws(TerminalError)
  /// Restores the terminal as it was before `start`, and ends its event stream.
  ///
  /// Calling it twice is harmless.
  func stop()
  /// Stops the program as the terminal's own Ctrl-Z would (raw mode turns that off), with
  /// the terminal restored around the stop; devices without job control do nothing.
  func suspend()
}

extension TerminalDevice {
  /// Does nothing: only a real terminal has job control.
  public func suspend() {}

  /// Forwards `start(_:)`'s stream to `deliver` from a task of its own, which ends with
  /// the stream (`stop()` ends it).
  public func start(
    _ modes: TerminalModes, delivering deliver: @escaping @Sendable (DeviceEvent?) -> Void
  ) throws(TerminalError) {
    let events = try start(modes)
    Task {
      for await event in events { deliver(event) }
      deliver(nil)
    }
  }
}
