extension Modal {
  /// Where `control` (a list or a field, found by identity) is among `controls`, or nil;
  /// other kinds of control are never found.
  func controlIndex(of control: Control) -> Int? {
    controls.firstIndex { candidate in
      switch (candidate, control) {
      case (.choice(let a), .choice(let b)): return a === b
      case (.textField(let a), .textField(let b)): return a === b
      default: return false
      }
    }
  }
}
