extension Guidelines {
  /// Action titles Material discourages on a snackbar: the snackbar already goes away by
  /// itself, so its one action should do something ("not Dismiss or Cancel").
  public static let discouragedSnackbarActionTitles: Set<String> = [
    "dismiss", "cancel", "close", "ok", "okay", "got it",
  ]

  /// The shortest time Material lets a snackbar show: 4 s ("a minimum of four seconds").
  public static let minimumSnackbarDuration: Duration = .seconds(4)

  /// Every usage rule the snackbar message breaks, errors first, each with a fix-it.
  public static func check(_ message: SnackbarMessage) -> [Diagnostic] {
    var found: [Diagnostic] = []
    if message.text.isBlank {
      found.append(
        Diagnostic(
          rule: "snackbar.empty-text", severity: .error, message: "The snackbar has no text.",
          fixIt: "Say briefly what the app did, such as \"Message archived\"."))
    }
    if let action = message.action {
      let title = action.title.lowercased().filter { $0.isLetter || $0 == " " }
      if discouragedSnackbarActionTitles.contains(title) {
        found.append(
          Diagnostic(
            rule: "snackbar.dismiss-action", severity: .warning,
            message: "The snackbar's action is \"\(action.title)\"; it goes away by itself.",
            fixIt: "Offer an action that does something, such as \"Undo\", or none."))
      }
      let words = action.title.split(whereSeparator: \.isWhitespace).count
      if words > maximumWordsPerButton {
        found.append(
          Diagnostic(
            rule: "snackbar.long-action", severity: .warning,
            message: "The action \"\(action.title)\" has \(words) words.",
            fixIt: "Use a one- or two-word verb such as \"Undo\" or \"Retry\"."))
      }
    }
    if message.timesOut, message.duration < minimumSnackbarDuration {
      found.append(
        Diagnostic(
          rule: "snackbar.short-duration", severity: .warning,
          message: "The snackbar shows for \(message.duration); Material asks for at least 4 s.",
          fixIt: "Show it for 4 to 10 seconds so people have time to read it."))
    }
    return found.sorted { $0.severity > $1.severity }
  }

  /// Every usage rule the banner breaks, errors first, each with a fix-it.
  public static func check(_ banner: Banner) -> [Diagnostic] {
    var found: [Diagnostic] = []
    if banner.actions.count > Banner.maximumActions {
      found.append(
        Diagnostic(
          rule: "banner.too-many-actions", severity: .error,
          message: "The banner has \(banner.actions.count) actions; Material allows two.",
          fixIt: "Keep one dismissive and one confirming action, or use a dialog."))
    }
    if banner.actions.contains(where: { $0.title.isBlank }) {
      found.append(
        Diagnostic(
          rule: "banner.empty-action-label", severity: .error,
          message: "A banner action has an empty label.",
          fixIt: "Label every action with a short verb, such as \"Retry\"."))
    }
    if (banner.title ?? "").isBlank, banner.description.isBlank {
      found.append(
        Diagnostic(
          rule: "banner.empty", severity: .error,
          message: "The banner has neither a title nor a description.",
          fixIt: "Say what changed, such as \"Download complete\"."))
    }
    if banner.actions.filter({ $0.role == .dismissive }).count > 1 {
      found.append(
        Diagnostic(
          rule: "banner.two-dismissive", severity: .warning,
          message: "Both of the banner's actions only dismiss it.",
          fixIt: "Keep one dismissive action and make the other one do something."))
    }
    if let icon = banner.icon, icon.count > maximumBannerIconLength {
      found.append(
        Diagnostic(
          rule: "banner.long-icon", severity: .warning,
          message: "The icon \"\(icon)\" is not a character or a short symbol name.",
          fixIt: "Use one character, such as \"⚠\", or a symbol name of at most 24 characters."))
    }
    return found.sorted { $0.severity > $1.severity }
  }

  /// The longest icon a banner should have, in characters: enough for a symbol name such as
  /// "exclamationmark.triangle".
  public static let maximumBannerIconLength = 24
}
