@_spi(Renderer) import ScrimCore

/// Where a screenshot must show what, read from the stage's own scene (its layout and
/// resolved styles), never from the painter under test: the text regions with the colour
/// their text is drawn in, the fills of contained buttons, and the progress bars with the
/// fraction they stand at.
struct SceneGeometry {
  /// Text the scene draws in a region of the image.
  struct TextRegion {
    /// What it is, for a failure's message: "title", "button DISCARD".
    var name: String
    /// Where it is drawn, in the image's pixels.
    var frame: Rect
    /// The colour its fully covered pixels have, or nil when the region also holds
    /// drawings of other colours (a control's row) or the text is translucent.
    var color: Color?
  }

  /// A solid fill the scene paints, such as a contained button's.
  struct Fill {
    var name: String
    /// A pixel inside the fill that nothing else covers.
    var x: Int
    var y: Int
    var color: Color
  }

  /// A determinate progress bar.
  struct Gauge {
    var name: String
    /// The bar's row: its track and percentage, in the image's pixels.
    var frame: Rect
    var fraction: Double
    /// The colour of its filled part.
    var color: Color
  }

  var texts: [TextRegion] = []
  var fills: [Fill] = []
  var gauges: [Gauge] = []

  /// The geometry of `scene`, drawn with the stage's origin at `(x, y)` of the image.
  @MainActor
  init(_ scene: Scene, x: Int = 0, y: Int = 0) {
    for layer in scene.layers {
      switch layer {
      case .modal(let state): addModal(state)
      case .snackbar(let state): addSnackbar(state)
      case .banner(let state): addBanner(state)
      case .menu(let state): addMenu(state)
      }
    }
    texts = texts.map { TextRegion(name: $0.name, frame: $0.frame.offset(x, y), color: $0.color) }
    fills = fills.map { Fill(name: $0.name, x: $0.x + x, y: $0.y + y, color: $0.color) }
    gauges = gauges.map {
      Gauge(name: $0.name, frame: $0.frame.offset(x, y), fraction: $0.fraction, color: $0.color)
    }
  }

  @MainActor
  private mutating func addModal(_ state: ModalLayerState) {
    // Only a modal at rest is photographed: mid-fade, no colour is what its style says.
    guard state.visibility == 1 else { return }
    let layout = state.layout
    let style = state.style
    let down = state.offset
    if let title = layout.title {
      addText("title", title.frame.offset(0, down), style.title)
    }
    let isSheet = layout.placement != .centered
    let bodyShift = down - (isSheet ? 0 : state.scroll.body)
    if let message = layout.message {
      let frame = message.frame.offset(0, isSheet ? down : bodyShift)
      addText("message", frame, style.message, within: isSheet ? nil : layout.body.viewport)
    }
    for item in layout.items {
      guard let control = state.control(item.index) else { continue }
      let frame = item.frame.offset(0, down - state.scroll.body)
      guard frame.intersects(layout.body.viewport.offset(0, down)) else { continue }
      if case .progress(let progress) = control, let fraction = progress.fraction {
        gauges.append(
          Gauge(
            name: "progress \(item.index)", frame: frame, fraction: fraction,
            color: style.focusIndicatorColor))
      } else if !item.lines.isEmpty {
        texts.append(TextRegion(name: "item \(item.index)", frame: frame, color: nil))
      }
    }
    for button in layout.buttons.buttons where style.buttons.indices.contains(button.index) {
      let buttonStyle = style.buttons[button.index]
      let frame = button.frame.offset(0, down - state.scroll.buttons)
      let isFocused = state.focus == .action(button.index)
      addButton(button.title, frame: frame, style: buttonStyle, isFocused: isFocused)
    }
  }

  @MainActor
  private mutating func addSnackbar(_ state: SnackbarLayerState) {
    guard state.visibility == 1 else { return }
    let down = state.offset
    addText("snackbar text", state.layout.text.frame.offset(0, down), state.style.text)
    if let action = state.layout.action {
      addText("snackbar action \(action.title)", action.frame.offset(0, down), state.style.action)
    }
  }

  @MainActor
  private mutating func addBanner(_ state: BannerLayerState) {
    guard state.visibility == 1 else { return }
    let layout = state.layout
    let down = state.offset
    if let title = layout.title {
      addText("banner title", title.frame.offset(0, down), state.style.title)
    }
    if let message = layout.message {
      addText("banner message", message.frame.offset(0, down), state.style.message)
    }
    for button in layout.buttons.buttons {
      addButton(
        button.title, frame: button.frame.offset(0, down), style: state.style.button,
        isFocused: state.focusedAction == button.index)
    }
  }

  /// Each panel's title and each row's title in the colour its state gives it.
  @MainActor
  private mutating func addMenu(_ state: MenuLayerState) {
    let style = state.style
    for panel in state.panels {
      if let title = panel.title, !title.isEmpty {
        addText("menu title", panel.titleFrame, style.title, within: panel.frame)
      }
      for row in panel.rows {
        var text =
          row.isEnabled
          ? (row.isDestructive ? style.destructiveItem : style.item) : style.disabledItem
        if row.isHighlighted { text.color = style.highlightedTextColor }
        addText("menu item \(row.title)", row.titleFrame, text, within: panel.frame)
        if row.isHighlighted {
          fills.append(
            Fill(
              name: "highlighted \(row.title)", x: row.frame.x + 2, y: row.frame.y + 2,
              color: style.highlightColor))
        }
      }
    }
  }

  private mutating func addText(
    _ name: String, _ frame: Rect, _ style: ResolvedTextStyle, within clip: Rect? = nil
  ) {
    let shown = clip.map { frame.intersection($0) } ?? frame
    guard !shown.isEmpty else { return }
    // Dim text is drawn at 60% over whatever is under it: no pixel has its colour.
    texts.append(
      TextRegion(name: name, frame: shown, color: style.style.weight == .dim ? nil : style.color))
  }

  private mutating func addButton(
    _ title: String, frame: Rect, style: ResolvedButtonStyle, isFocused: Bool
  ) {
    addText("button \(title)", frame, style.title)
    // A focused button's fill is under a state layer of its title's colour.
    if style.kind == .contained, let fill = style.fillColor, !isFocused {
      // Just inside the top edge, clear of the rounded corners and the centred title.
      fills.append(
        Fill(name: "button \(title)", x: frame.x + frame.width / 2, y: frame.y + 2, color: fill))
    }
  }
}

extension Rect {
  /// The rectangle moved by `dx`, `dy`.
  func offset(_ dx: Int, _ dy: Int) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }
}
