/// Usage rules from the seeds and Apple's Human Interface Guidelines, checked on a
/// modal before (or instead of) presenting it.
///
///     for diagnostic in Guidelines.check(alert) { print(diagnostic) }
public enum Guidelines {
  /// Titles that say nothing on their own (JET: "Do not use single word titles, such
  /// as Error or Warning"; HIG: avoid titles like "Error").
  public static let vagueTitles: Set<String> = [
    "error", "warning", "alert", "attention", "notice", "info", "information", "oops",
    "failure", "failed", "problem", "message", "confirm", "confirmation",
  ]

  /// The most words a button label should have (HIG: one- or two-word verbs; we allow
  /// one more for phrases such as "Save as Draft").
  public static let maximumWordsPerButton = 3

  /// Every rule the modal breaks, errors first, each with a fix-it.
  ///
  /// - Parameters:
  ///   - modal: The alert, action sheet or dialog to check.
  ///   - containerWidth: The width it would be presented in, for rules that depend on it
  ///     (an action sheet's anchor). Defaults to 80 columns.
  @MainActor
  public static func check(_ modal: any Modal, containerWidth: Int = 80) -> [Diagnostic] {
    var found = modal.presentationErrors(containerWidth: containerWidth).map { error in
      Diagnostic(
        rule: "presentation.\(error.rule)", severity: .error, message: error.description,
        fixIt: "Change the modal as the message says; it cannot be presented as it is.")
    }
    found += contentRules(modal) + buttonRules(modal) + imageRules(modal)
    found += fileChooserRules(modal) + pickerRules(modal)
    return found.sorted { $0.severity > $1.severity }
  }

  // MARK: - Content

  @MainActor
  private static func contentRules(_ modal: any Modal) -> [Diagnostic] {
    var found: [Diagnostic] = []
    let title = modal.title ?? ""
    if title.isBlank && (modal.message ?? "").isBlank {
      found.append(
        Diagnostic(
          rule: "content.empty", severity: modal.kind == .actionSheet ? .warning : .error,
          message: "The modal has neither a title nor a message.",
          fixIt: "Say what happened or what is being decided in the title."))
    }
    let words = title.split(whereSeparator: { $0.isWhitespace })
    if modal.kind != .actionSheet, words.count == 1 {
      let word = String(words[0])
      let isVague = vagueTitles.contains(word.lowercased().filter { $0.isLetter })
      found.append(
        Diagnostic(
          rule: "title.single-word", severity: .warning,
          message: isVague
            ? "The title \"\(word)\" says nothing on its own."
            : "The title \"\(word)\" is a single word.",
          fixIt: "Use a short phrase or question that names the situation, "
            + "such as \"Delete this draft?\" or \"Can't save the file\"."))
    }
    if modal.kind == .dialog, title.isBlank {
      found.append(
        Diagnostic(
          rule: "dialog.no-title", severity: .warning,
          message: "The dialog has no title.",
          fixIt: "Give it a title that identifies the task, on one line."))
    }
    return found
  }

  // MARK: - Buttons

  @MainActor
  private static func buttonRules(_ modal: any Modal) -> [Diagnostic] {
    var found: [Diagnostic] = []
    let count = modal.actions.count
    if modal.kind == .alert, count > 3 {
      found.append(
        Diagnostic(
          rule: "alert.too-many-buttons", severity: .error,
          message: "The alert has \(count) buttons; the HIG allows at most three.",
          fixIt: "Keep two buttons, or use an action sheet or a dialog for more choices."))
    } else if modal.kind == .alert, count == 3 {
      found.append(
        Diagnostic(
          rule: "alert.three-buttons", severity: .warning,
          message: "The alert has three buttons; JET advises at most two.",
          fixIt: "Try to keep two buttons; alerts get complex with three or more."))
    }
    if modal.kind == .dialog, modal.cancelAction == nil {
      found.append(
        Diagnostic(
          rule: "dialog.no-cancel", severity: .warning,
          message: "The dialog has no Cancel button.",
          fixIt: "Add AlertAction(title: \"Cancel\", style: .cancel); JET dialogs always have one.")
      )
    }
    if let preferred = modal.preferredAction, modal.kind != .actionSheet {
      if preferred.style == .cancel {
        found.append(
          Diagnostic(
            rule: "preferred.cancel", severity: .error,
            message: "Cancel (\"\(preferred.title)\") is the preferred action.",
            fixIt: "Never make Cancel the default; prefer the action people most likely want."))
      } else if preferred.style == .destructive {
        found.append(
          Diagnostic(
            rule: "preferred.destructive", severity: .warning,
            message: "The destructive action \"\(preferred.title)\" is the preferred action, "
              + "so Return performs it.",
            fixIt: "Leave the destructive action unpreferred so it needs a deliberate choice."))
      }
    }
    let hasDestructive = modal.actions.contains { $0.style == .destructive }
    if hasDestructive, modal.cancelAction == nil {
      found.append(
        Diagnostic(
          rule: "destructive.no-cancel", severity: .warning,
          message: "There is a destructive action but no Cancel.",
          fixIt: "Add a Cancel action so people can back out."))
    }
    for action in modal.actions {
      let words = action.title.split(whereSeparator: { $0.isWhitespace }).count
      if action.title.isBlank {
        found.append(
          Diagnostic(
            rule: "button.empty-label", severity: .error,
            message: "A button has an empty label.",
            fixIt: "Label every button with a short verb, such as \"Save\"."))
      } else if words > maximumWordsPerButton {
        found.append(
          Diagnostic(
            rule: "button.long-label", severity: .warning,
            message: "The button \"\(action.title)\" has \(words) words.",
            fixIt: "Use one or two words, ideally a verb such as \"Delete\" or \"View All\"."))
      }
    }
    return found
  }
}

extension PresentationError {
  /// A short kebab-case name for diagnostics.
  var rule: String {
    switch self {
    case .noActions: return "no-actions"
    case .multipleCancelActions: return "multiple-cancel-actions"
    case .textFieldsOnActionSheet: return "text-fields-on-action-sheet"
    case .accessoryControlsOnActionSheet: return "accessory-controls-on-action-sheet"
    case .preferredActionOnActionSheet: return "preferred-action-on-action-sheet"
    case .preferredActionNotAdded: return "preferred-action-not-added"
    case .missingSourceRect: return "missing-source-rect"
    case .alreadyPresented: return "already-presented"
    }
  }
}
