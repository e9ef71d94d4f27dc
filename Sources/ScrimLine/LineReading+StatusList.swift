import ScrimCore

extension LineReading {
  /// A read-only list (a status list) as line mode says it: each task and its state,
  /// "Download: Succeeded", unnumbered, since nothing is chosen from it.
  package static func statusLines(_ list: AccessibilityNode) -> [String] {
    list.children.map { item in
      // A share is padded to line up on screen (" 40%"); said, it needs no padding.
      let state = String(UserText.visible(item.value ?? "").drop { $0 == " " })
      return UserText.visible(item.label) + (state.isEmpty ? "" : ": " + state)
    }
  }
}
