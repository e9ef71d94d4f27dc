import ScrimCore

/// What `--about` says of the program standing in for zenity: scrim's own name, version,
/// copyright, credits and licence, laid out as GTK's about dialog lays out zenity's.
enum ZenityAbout {
  /// The program's name, the box's heading (GTK's about dialog shows the program's name,
  /// which zenity 3.44 leaves at "zenity").
  static let name = "scrim"
  /// What the program does, zenity's comment followed by what scrim is.
  static let comments =
    "Display dialog boxes from shell scripts: zenity 3.44's command line, drawn by Scrim "
    + "on a terminal, in a window or as line prompts"
  /// The copyright line, as packaging/debian/copyright states it.
  static let copyright = "Copyright \u{00A9} 2026 Scrim maintainers"
  /// GTK's Credits page, in one line.
  static let credits = "Credits: written by the Scrim maintainers"
  /// GTK's License page: packaging/debian/copyright's words, since no licence is chosen.
  static let license =
    "License: none chosen yet; until there is one, all rights are reserved by the authors"
}

extension ZenityBuilder {
  /// zenity's `--about`: the program's name, version, comments, copyright, credits and
  /// licence on one page, and Close.
  ///
  /// zenity 3.44's about dialog ends the same way however it is closed (Close, Esc, the
  /// window's close button): nothing printed, exit 1 (its Esc code); it reads none of the
  /// common options, so `--timeout`, `--width`, `--height`, `--title` and the button
  /// labels change nothing (`--text` is refused by the parser, as zenity refuses it).
  func about() -> ShownBox<ZenityRequest> {
    let dialog = Dialog(title: ZenityAbout.name)
    dialog.message = ScrimVersion.current + "\n\n" + ZenityAbout.comments
    dialog.titleIcon = ModalImage(
      glyph: "\u{2139}", source: .themedIcon("help-about"), accessibilityLabel: "About")
    dialog.addControl(.text(ZenityAbout.copyright))
    dialog.addControl(.text(ZenityAbout.credits))
    dialog.addControl(.text(ZenityAbout.license))
    var options = dialog.presentationOptions
    options.dismissOnEscape = true
    options.dismissOnBackgroundTap = false
    dialog.presentationOptions = options
    // A request with none of the options given: the box shows none of them.
    let shown = ShownBox(
      request: ZenityRequest(box: .about), modal: dialog, windowTitle: "About " + ZenityAbout.name)
    // GTK's Close answers as the window closing (ZenityOutput gives both zenity's Esc code).
    let close = AlertAction(title: "Close", style: .cancel)
    dialog.addAction(close)
    shown.cancelAction = close
    return shown
  }
}
