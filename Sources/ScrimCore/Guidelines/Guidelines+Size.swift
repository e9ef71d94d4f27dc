/// The usage rules that depend on how a component is laid out at the size it will be shown:
/// JET's titles that fit one line, short alert messages without scrollbars, banner text that
/// is not cut, and MDC's snackbars of at most two lines.
extension Guidelines {
  /// The most lines an alert's message should take before it is no longer "short".
  public static let maximumAlertMessageLines = 4

  /// Every rule the modal breaks, as `check(_:containerWidth:)` finds them, and those that
  /// depend on its layout at `size`: a title on more than one line (alerts and dialogs), an
  /// alert whose message is long or scrolls.
  ///
  ///     Guidelines.check(alert, in: Size(width: 80, height: 24))
  ///
  /// - Parameters:
  ///   - modal: The alert, action sheet or dialog.
  ///   - size: The container it will be shown in, in `metrics`' units.
  ///   - measurer: Measures text in those units.
  ///   - metrics: Material's sizes in those units; terminal cells by default.
  @MainActor
  public static func check(
    _ modal: any Modal, in size: Size, measurer: some TextMeasurer = TerminalTextMeasurer(),
    metrics: LayoutMetrics = .cells
  ) -> [Diagnostic] {
    var found = check(modal, containerWidth: size.width)
    guard modal.kind != .actionSheet else { return found }
    let layout = modal.layout(in: size, measurer: measurer, metrics: metrics)
    let name = modal.kind == .alert ? "alert" : "dialog"
    if let title = layout.title, title.lines.count > 1 || title.isTruncated {
      found.append(
        warning(
          "title.multi-line", "The \(name)'s title takes more than one line at \(size.width) wide.",
          fixIt: "Shorten the title so it fits one line; put details in the message."))
    }
    if modal.kind == .alert, let message = layout.message {
      if layout.body.scrolls {
        found.append(
          warning(
            "alert.scrolls", "The alert's message scrolls at \(size.width)×\(size.height).",
            fixIt: "Keep an alert's message short; use a dialog for longer content."))
      } else if message.lines.count > maximumAlertMessageLines {
        found.append(
          warning(
            "alert.long-message", "The alert's message takes \(message.lines.count) lines.",
            fixIt: "Say only why the alert appeared and what the buttons will do."))
      }
    }
    return found.sorted { $0.severity > $1.severity }
  }

  /// Every rule the snackbar breaks, and MDC's two lines at most at `size`.
  ///
  /// - Parameters:
  ///   - message: The snackbar.
  ///   - size: The container it will be shown in, in `metrics`' units.
  ///   - scheme: The theme, which decides how its action's title is shown.
  ///   - measurer: Measures text in those units.
  ///   - metrics: Material's sizes in those units; terminal cells by default.
  @MainActor
  public static func check(
    _ message: SnackbarMessage, in size: Size, scheme: ContainerScheme = .light,
    measurer: some TextMeasurer = TerminalTextMeasurer(), metrics: LayoutMetrics = .cells
  ) -> [Diagnostic] {
    var found = check(message)
    let layout = message.layout(in: size, scheme: scheme, measurer: measurer, metrics: metrics)
    if layout.text.lines.count > 2 || layout.text.isTruncated {
      found.append(
        warning(
          "snackbar.long-text",
          "The snackbar's text takes more than two lines at \(size.width) wide.",
          fixIt: "Keep a snackbar to two lines; shorten the text."))
    }
    return found.sorted { $0.severity > $1.severity }
  }

  /// Every rule the banner breaks, and those that depend on its layout at `size`: a title
  /// on more than one line, a description cut short, and one that never goes away by itself.
  ///
  /// - Parameters:
  ///   - banner: The banner.
  ///   - size: The container it will be shown in, in `metrics`' units.
  ///   - scheme: The theme, which decides how its actions' titles are shown.
  ///   - measurer: Measures text in those units.
  ///   - metrics: Material's sizes in those units; terminal cells by default.
  @MainActor
  public static func check(
    _ banner: Banner, in size: Size, scheme: ContainerScheme = .light,
    measurer: some TextMeasurer = TerminalTextMeasurer(), metrics: LayoutMetrics = .cells
  ) -> [Diagnostic] {
    var found = check(banner)
    let layout = banner.layout(in: size, scheme: scheme, measurer: measurer, metrics: metrics)
    if let title = layout.title, title.isTruncated {
      found.append(
        warning(
          "banner.long-title", "The banner's title does not fit one line at \(size.width) wide.",
          fixIt: "Shorten the title; JET asks for one line."))
    }
    if let description = layout.message, description.isTruncated {
      found.append(
        warning(
          "banner.long-description", "The banner's description is cut short at \(size.width) wide.",
          fixIt: "Keep the messaging short; banners truncate instead of scrolling."))
    }
    if !banner.timesOut {
      found.append(
        warning(
          "banner.stays", "The banner does not go away by itself.",
          fixIt: "JET's banners are auto-dismissed: drop its actions or use a dialog."))
    }
    return found.sorted { $0.severity > $1.severity }
  }

  /// A warning of the size rules, which all advise rather than forbid.
  private static func warning(_ rule: String, _ message: String, fixIt: String) -> Diagnostic {
    Diagnostic(rule: rule, severity: .warning, message: message, fixIt: fixIt)
  }
}
