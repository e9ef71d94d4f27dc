/// The boxes of one command line as they end: what each wrote, and whether the next one
/// is shown.
struct CompatChain {
  let output: CompatOutput
  /// The text each box wrote, in order.
  private(set) var written: [String] = []
  /// How the last box shown ended.
  private(set) var last = BoxEnding(reason: .finished, value: nil)

  init(output: CompatOutput) {
    self.output = output
  }

  /// Keeps a box's ending and what it writes; false when the chain stops there, as dialog
  /// stops at the first box not ended by OK, Yes or its own end.
  mutating func record(_ ending: BoxEnding, of box: CompatBox) -> Bool {
    var ending = ending
    // whiptail reads Esc on a box whose Cancel button --nocancel took away as that button:
    // scripts that loop "until not cancelled" rely on the 1.
    if output.program == .whiptail, ending.reason == .closed, box.options.noCancel,
      [.inputbox, .passwordbox, .menu, .checklist, .radiolist].contains(box.kind)
    {
      ending.reason = .button(.cancel)
    }
    last = ending
    if let text = output.text(for: ending, options: box.options) { written.append(text) }
    switch ending.reason {
    case .button(.ok), .finished: return true
    default: return false
    }
  }
}
