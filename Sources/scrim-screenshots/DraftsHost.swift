import ScrimCore
import ScrimTerminal

/// A plausible app under the screenshots: a mail client's drafts, with a toolbar, the
/// list of drafts, the selected draft's text and a help line, in the scheme's colours.
@MainActor
final class DraftsHost: TerminalHost {
  /// A draft in the list.
  struct Draft {
    var subject: String
    var date: String
    var recipient: String
    var body: [String]
  }

  var drafts: [Draft] = DraftsHost.sampleDrafts
  var selection = 0
  let scheme: ContainerScheme
  var revision = 0

  /// The toolbar's items, right-aligned after the title.
  static let toolbarItems = ["New", "Share", "Delete"]
  /// The width of the list on the left, divider included.
  static let listWidth = 30

  init(scheme: ContainerScheme) {
    self.scheme = scheme
  }

  /// Where a toolbar item is, so a popover can point at it.
  func frame(ofToolbarItem name: String, width: Int) -> Rect? {
    let measurer = TerminalTextMeasurer()
    var x = width
    for item in Self.toolbarItems.reversed() {
      let label = " \(item) "
      x -= measurer.width(of: label)
      if item == name { return Rect(x: x, y: 0, width: measurer.width(of: label), height: 1) }
    }
    return nil
  }

  func paint(into screen: inout Screen, context: PaintContext) {
    let colors = scheme.colorScheme
    let text = CellStyle(foreground: colors.onBackground, background: colors.background.opaque)
    var faint = text
    faint.attributes.insert(.dim)
    let measurer = context.measurer
    screen.fill(Rect(size: screen.size), with: .blank(text))
    paintToolbar(into: &screen, measurer: measurer)
    let listWidth = min(Self.listWidth, screen.width / 2)
    for (index, draft) in drafts.enumerated() {
      let y = 2 + index * 2
      var style = text
      if index == selection {
        style = CellStyle(foreground: colors.onPrimary, background: colors.primary)
        screen.fill(Rect(x: 0, y: y, width: listWidth - 1, height: 2), with: .blank(style))
      }
      var bold = style
      bold.attributes.insert(.bold)
      let date = " \(draft.date) "
      let dateWidth = measurer.width(of: date)
      screen.write(
        measurer.truncate(" " + draft.subject, width: listWidth - 1 - dateWidth), x: 0, y: y,
        style: bold, measurer: measurer)
      screen.write(date, x: listWidth - 1 - dateWidth, y: y, style: style, measurer: measurer)
      var detail = style
      if index != selection { detail.attributes.insert(.dim) }
      screen.write(
        measurer.truncate(" " + (draft.body.first ?? ""), width: listWidth - 2), x: 0, y: y + 1,
        style: detail, measurer: measurer)
    }
    for y in 1..<max(1, screen.height - 1) {
      screen.write("│", x: listWidth - 1, y: y, style: faint, measurer: measurer)
    }
    if drafts.indices.contains(selection) {
      paintDraft(drafts[selection], x: listWidth + 1, into: &screen, measurer: measurer)
    }
    screen.write(
      measurer.truncate(
        "↑↓ move · Return open · d delete · s share · q quit", width: screen.width - 1),
      x: 1, y: screen.height - 1, style: faint, measurer: measurer)
  }

  private func paintToolbar(into screen: inout Screen, measurer: TerminalTextMeasurer) {
    let colors = scheme.colorScheme
    let bar = CellStyle(foreground: colors.onPrimary, background: colors.primary)
    screen.fill(Rect(x: 0, y: 0, width: screen.width, height: 1), with: .blank(bar))
    var title = bar
    title.attributes.insert(.bold)
    screen.write(" ✉ Drafts (\(drafts.count))", x: 0, y: 0, style: title, measurer: measurer)
    var item = bar
    item.attributes.insert(.underline)
    for name in Self.toolbarItems {
      guard let frame = frame(ofToolbarItem: name, width: screen.width) else { continue }
      screen.write(" \(name) ", x: frame.x, y: 0, style: item, measurer: measurer)
    }
  }

  private func paintDraft(
    _ draft: Draft, x: Int, into screen: inout Screen, measurer: TerminalTextMeasurer
  ) {
    let colors = scheme.colorScheme
    let text = CellStyle(foreground: colors.onBackground, background: colors.background.opaque)
    var heading = text
    heading.attributes.insert(.bold)
    var faint = text
    faint.attributes.insert(.dim)
    let width = max(0, screen.width - x - 1)
    var lines: [(String, CellStyle)] = [
      (draft.subject, heading), ("To: \(draft.recipient)", faint), ("", text),
    ]
    for paragraph in draft.body {
      lines += measurer.wrap(paragraph, width: width).lines.map { ($0, text) }
      lines.append(("", text))
    }
    for (offset, line) in lines.prefix(max(0, screen.height - 4)).enumerated() {
      screen.write(line.0, x: x, y: 2 + offset, style: line.1, measurer: measurer)
    }
  }

  func handle(_ event: InputEvent, in app: TerminalApp) {}

  static let sampleDrafts: [Draft] = [
    Draft(
      subject: "Quarterly report", date: "10:42", recipient: "finance@example.com",
      body: [
        "Hi all, attached are the figures for the third quarter.",
        "Revenue grew 12 % over the last quarter, mostly from the new subscription plans; "
          + "costs stayed flat. The details are in the two attachments.",
        "Let me know if anything looks off before Friday's meeting.",
        "— Ana",
      ]),
    Draft(
      subject: "Trip to Lisbon", date: "Tue", recipient: "travel@example.com",
      body: ["Could you book two nights near the conference centre?"]),
    Draft(
      subject: "Re: Invoice #4471", date: "Mon", recipient: "billing@example.com",
      body: ["Thanks, the corrected invoice is fine."]),
    Draft(
      subject: "Team offsite agenda", date: "Mon", recipient: "team@example.com",
      body: ["Morning: retrospective. Afternoon: planning."]),
    Draft(
      subject: "Notes from 1:1", date: "Sep 30", recipient: "me",
      body: ["Follow up on the on-call rota and the hiring plan."]),
  ]
}
