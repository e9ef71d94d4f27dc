extension ZenityProgressLine {
  /// A progress line as the gauge reader's folded updates carry it across threads: a
  /// percentage, the box's new text, or pulsing on or off.
  @Sendable
  static func gaugeUpdates(of line: String) -> [GaugeFeed.Update] {
    switch ZenityProgressLine(line) {
    case .text(let text)?: return [.text(text)]
    case .percentage(let percent)?: return [.percent(Int(percent))]
    case .pulsate(let on)?: return [.pulsate(on)]
    case nil: return []
    }
  }

  /// The line a folded update stands for.
  init(_ update: GaugeFeed.Update) {
    switch update {
    case .percent(let percent): self = .percentage(Double(percent))
    case .text(let text): self = .text(text)
    case .pulsate(let on): self = .pulsate(on)
    }
  }
}
