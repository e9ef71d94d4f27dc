extension ModalLayerState {
  /// What the buttons are painted in: the buttons' viewport, or the modal's frame when
  /// the buttons have none (a degraded layout).
  public var buttonClip: Rect {
    let viewport = layout.buttons.region.viewport
    return viewport.isEmpty ? layout.frame : viewport
  }

  /// The buttons that show at the buttons' scroll offset: those that meet `buttonClip`
  /// once scrolled and have a state and a style, with their frames as if unscrolled.
  ///
  /// A stack's frames go down in order, one row each, so the first in view is found by
  /// halving rather than by visiting all of a 100,000-action sheet's rows on every frame;
  /// a row's few buttons are all visited.
  public var buttonsInView: [ButtonFrame] {
    let group = layout.buttons
    let buttons = group.buttons
    let offset = scroll.buttons
    let clip = buttonClip
    var low = buttons.startIndex
    var end = buttons.endIndex
    if group.arrangement == .stack {
      var high = buttons.endIndex
      while low < high {
        let middle = (low + high) / 2
        if buttons[middle].frame.maxY - offset > clip.y {
          high = middle
        } else {
          low = middle + 1
        }
      }
      end = low
      while end < buttons.endIndex, buttons[end].frame.y - offset < clip.maxY { end += 1 }
    }
    return buttons[low..<end].filter { button in
      button.frame.maxY - offset > clip.y && button.frame.y - offset < clip.maxY
        && self.button(button.index) != nil && style.buttons.indices.contains(button.index)
    }
  }
}
