extension Stage {
  /// Holds a key or text for an active modal that waits for its actions
  /// (`PresentationOptions.holdsInputUntilActions`).
  ///
  /// - Returns: Whether it was held.
  func holdsKeyboard(_ input: StageInput) -> Bool {
    switch input {
    case .key(let key): return presenter.holdsInput(.key(key))
    case .text(let text): return presenter.holdsInput(.text(text))
    default: return false
    }
  }

  /// Gives the active modal what it held once its actions have appeared, in the order it was
  /// typed, each as if typed now: the first that ends the modal passes the rest on to what is
  /// under it, as typing ahead does.
  func releaseHeldInput() {
    for event in presenter.takeReleasedInput() {
      switch event {
      case .key(let key): _ = handleKeyboard(.key(key))
      case .text(let text): _ = handleKeyboard(.text(text))
      default: break
      }
    }
  }

  /// Uses up the oldest `count` keys and texts the active modal holds for its actions.
  ///
  /// A box that follows input calls it per line it shows where its program, like dialog's
  /// program box (which looks at the keyboard once a line for a resize), takes a key typed
  /// ahead away with each line that comes after it.
  public func discardHeldInput(count: Int) {
    presenter.discardHeldInput(count: count)
  }
}
