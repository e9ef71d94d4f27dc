import ScrimCore

extension CatalogExample {
  /// dialog's `--editbox` and zenity's editable text: the core's text area, editable.
  static let editableTextDialog = CatalogExample(
    title: "Editable text",
    summary: "A multi-line text to edit: Return breaks a line, Ctrl-Tab moves on.",
    content: .modal { scheme, _ in
      let hosts = TextArea(
        text: "127.0.0.1\tlocalhost\n::1\t\tlocalhost ip6-localhost\n192.168.1.10\tnas.home\n",
        isEditable: true)
      hosts.visibleLineCount = 6
      hosts.accessibilityLabel = "/etc/hosts"
      let dialog = Dialog(title: "Edit /etc/hosts")
      dialog.addControl(.textArea(hosts))
      dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
      let save = AlertAction(title: "Save", emphasis: .high)
      dialog.addAction(save)
      dialog.preferredAction = save
      dialog.applyTheme(withScheme: scheme)
      return dialog
    })

  /// A text too big to hold, as a text box shows a huge log: its lines are made as they
  /// come into view, so the first frame and End cost a page, not 100,000 lines.
  static let bigTextDialog = CatalogExample(
    title: "Big text",
    summary: "100,000 lines read only as they show: Page Down and End cost a page.",
    content: .modal { scheme, _ in
      let log = TextArea(lines: CatalogLog(lineCount: 100_000))
      log.visibleLineCount = 8
      log.accessibilityLabel = "build.log"
      let dialog = Dialog(title: "build.log")
      dialog.addControl(.textArea(log))
      dialog.addAction(AlertAction(title: "Close", emphasis: .high))
      dialog.applyTheme(withScheme: scheme)
      return dialog
    })
}

/// A made-up build log of any length whose lines are made when asked, so the catalog shows
/// a text as long as a real log without holding it; it counts the lines it was asked for.
@MainActor
package final class CatalogLog: TextLineSource {
  package let lineCount: Int
  /// How many lines were asked for so far.
  package private(set) var linesRead = 0

  /// Makes a log of `lineCount` lines.
  package init(lineCount: Int) {
    self.lineCount = max(0, lineCount)
  }

  package func line(at index: Int) -> String? {
    guard index >= 0, index < lineCount else { return nil }
    linesRead += 1
    let steps = ["Compiling", "Linking", "Testing", "Packaging"]
    return "[\(index + 1)/\(lineCount)] \(steps[index % steps.count]) module \(index % 97)"
  }
}
