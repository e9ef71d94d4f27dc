/// A parsed `scrim` command line that shows something: the subcommand's content and the
/// common flags.
///
///     let parsed = try Invocation.parse(["alert", "--title", "Delete draft?"])
package struct Invocation: Hashable, Sendable {
  /// What the subcommand shows.
  package enum Content: Hashable, Sendable {
    /// `scrim alert`.
    case alert(AlertSpec)
    /// `scrim sheet`.
    case sheet(SheetSpec)
    /// `scrim dialog`.
    case dialog(DialogSpec)
    /// `scrim snackbar`.
    case snackbar(SnackbarSpec)
    /// `scrim banner`.
    case banner(BannerSpec)
    /// `scrim catalog`.
    case catalog
  }

  /// What to show.
  package var content: Content
  /// The common flags.
  package var options: CommonOptions

  /// Makes an invocation.
  package init(_ content: Content, options: CommonOptions = CommonOptions()) {
    self.content = content
    self.options = options
  }

  /// The subcommand that was run.
  package var subcommand: Subcommand {
    switch content {
    case .alert: return .alert
    case .sheet: return .sheet
    case .dialog: return .dialog
    case .snackbar: return .snackbar
    case .banner: return .banner
    case .catalog: return .catalog
    }
  }

  /// Whether to draw below the cursor instead of on the alternate screen: `--inline`, or
  /// always for snackbars and banners.
  package var drawsInline: Bool { options.inline || subcommand.isMessage }
}

/// What a command line asks for.
package enum ParsedCommand: Hashable, Sendable {
  /// `--help` or `-h`: the help of a subcommand, or the overview when nil.
  case help(Subcommand?)
  /// `--version`.
  case version
  /// `--generate-completion-script SHELL`: the completion script for a shell.
  case completionScript(CompletionShell)
  /// `--generate-man-page`: the manual page, in roff.
  case manPage
  /// Show something.
  case run(Invocation)
}
