import ScrimCore

extension ShownBox where Request == ZenityRequest {
  /// A zenity box shown as `modal` in a window titled `windowTitle` where a window opens.
  convenience init(request: ZenityRequest, modal: any Modal, windowTitle: String) {
    self.init(modal: modal, request: request)
    self.windowTitle = windowTitle
  }

  /// The actions for `request.extraButtons`, in order.
  func extraActions() -> [AlertAction] {
    request.extraButtons.enumerated().map { action($1, .extra($0)) }
  }

  /// Shows what a progress box's input line says.
  ///
  /// - Returns: Whether the box ends now: 100% with `--auto-close`.
  package func apply(_ line: ZenityProgressLine) -> Bool {
    switch line {
    case .text(let text):
      (modal as? Dialog)?.message = ArgumentText.shown(ZenityText.plain(fromMarkup: text))
    case .pulsate(let on):
      progress?.fraction = on ? nil : lastFraction
    case .percentage(let percent):
      lastFraction = percent / 100
      if progress?.isIndeterminate == false { progress?.fraction = lastFraction }
      if percent == 100 {
        okAction?.isEnabled = true
        if request.autoClose {
          chosen = .ok
          return true
        }
      }
    }
    return false
  }

  /// The end of a progress box's input: the bar full, OK enabled, Cancel not.
  ///
  /// - Returns: Whether the box ends now (`--auto-close`).
  package func inputEnded() -> Bool {
    progress?.fraction = 1
    okAction?.isEnabled = true
    cancelAction?.isEnabled = false
    if request.autoClose {
      chosen = .ok
      return true
    }
    return false
  }
}
