import ScrimCore

/// The body of a box that follows an input (dialog's `--progressbox`, `--programbox`,
/// `--prgbox`, `--tailbox`): a read-only text area that keeps its last lines in view,
/// holding at most a `ScrollBack` of the lines that came.
///
/// The area reads the kept lines as a `TextLineSource`, so a batch of lines costs its own
/// lines and the rows shown, not the whole scroll-back made into one text again.
@MainActor
package final class FollowedBody {
  /// The text area shown.
  package let area: TextArea
  private let kept = KeptLines()

  package init(visibleLineCount: Int) {
    area = TextArea(lines: kept)
    area.keepsEndInView = true
    area.visibleLineCount = visibleLineCount
    area.accessibilityLabel = "Output"
  }

  /// The lines kept, oldest first.
  package var lines: ArraySlice<String> { kept.scrollBack.lines }

  /// The file it follows between frames, when it follows one itself (a `--tailboxbg` kept
  /// beneath the boxes after it).
  var tail: TailFile?

  /// Shows the lines appended to `tail` since the last look.
  ///
  /// - Returns: Whether any came.
  func followTail() -> Bool {
    guard let lines = tail?.newLines(), !lines.isEmpty else { return false }
    append(lines)
    return true
  }

  /// Shows `lines` after those already shown, dropping the oldest past the bounds.
  package func append(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    for line in lines { kept.scrollBack.append(ArgumentText.shown(line)) }
    area.linesDidChange()
  }
}

/// A scroll-back read by a text area a line at a time.
@MainActor
private final class KeptLines: TextLineSource {
  var scrollBack = ScrollBack()

  func line(at index: Int) -> String? {
    let lines = scrollBack.lines
    guard index >= 0, index < lines.count else { return nil }
    return lines[lines.startIndex + index]
  }

  var lineCount: Int { scrollBack.count }
}
