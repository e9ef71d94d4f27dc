import ScrimCore

extension CommandModel {
  /// The guideline diagnostics of what would be shown, errors first: every
  /// `PresentationError` (as an error) and the usage advice of `Guidelines.check`.
  ///
  /// - Parameter size: The terminal's size, at which the rules that depend on the layout
  ///   (a title on one line, a snackbar's two lines) are judged.
  package func diagnostics(in size: Size) -> [Diagnostic] {
    let scheme = invocation.options.theme?.containerScheme ?? .light
    switch content {
    case .modal(let modal): return Guidelines.check(modal, in: size)
    case .snackbar(let message): return Guidelines.check(message, in: size, scheme: scheme)
    case .banner(let banner): return Guidelines.check(banner, in: size, scheme: scheme)
    case .catalog: return []
    }
  }

  /// The first reason it cannot be shown at all, as a one-line message, or nil.
  ///
  /// These are the rules UIKit enforces with exceptions (two Cancel actions), the
  /// banner's limits, and an alert or dialog that would say nothing (`--title ''` with no
  /// message): a box of buttons with no question is never what a script meant. A missing
  /// `--anchor` is left to the renderer, which knows the width.
  package var blockingProblem: String? {
    switch content {
    case .modal(let modal):
      if modal.kind != .actionSheet, (modal.title ?? "").isBlank, (modal.message ?? "").isBlank {
        return "\(invocation.subcommand.name) needs a --title that is not blank (or a "
          + "--message): say what happened or what is being decided"
      }
      // Width 0 is compact, so a missing anchor never counts here.
      switch modal.presentationErrors(containerWidth: 0).first {
      case .multipleCancelActions(let titles)?:
        let names = titles.map(UserText.quoted).joined(separator: ", ")
        return "only one --action may have the cancel role, but \(names) have it"
      case let error?:
        return error.description
      case nil:
        return nil
      }
    case .banner(let banner):
      if banner.actions.count > Banner.maximumActions {
        return BannerError.tooManyActions(count: banner.actions.count).description
      }
      return nil
    case .snackbar, .catalog:
      return nil
    }
  }
}
