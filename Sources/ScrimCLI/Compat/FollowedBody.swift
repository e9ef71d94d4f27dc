import ScrimCore

/// The body of a box that follows an input (dialog's `--progressbox`, `--programbox`,
/// `--tailbox`): a read-only text area that keeps its last lines in view, holding at most
/// a `ScrollBack` of the lines that came.
@MainActor
package final class FollowedBody {
  /// The text area shown.
  package let area: TextArea
  private var kept = ScrollBack()

  package init(visibleLineCount: Int) {
    area = TextArea()
    area.keepsEndInView = true
    area.visibleLineCount = visibleLineCount
    area.accessibilityLabel = "Output"
  }

  /// The lines kept, oldest first.
  package var lines: ArraySlice<String> { kept.lines }

  /// Shows `lines` after those already shown, dropping the oldest past the bounds.
  package func append(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    for line in lines { kept.append(ArgumentText.shown(line)) }
    area.text = kept.text
  }
}
