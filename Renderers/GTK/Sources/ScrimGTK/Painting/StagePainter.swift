@_spi(Renderer) import ScrimCore

/// Paints a stage's scene on a canvas in points.
///
/// The scrim goes over the host, then each layer bottom to top. It decides nothing: every frame, colour and state is the core's.
///
///     let canvas = Canvas(cairo: cr)
///     StagePainter.paint(stage.scene(), scheme: stage.scheme, on: canvas)
@MainActor
public enum StagePainter {
  /// Paints `scene` on `canvas`: a switch over its layers.
  ///
  /// - Parameters:
  ///   - scene: What the stage shows now.
  ///   - scheme: The stage's theme, for the background.
  ///   - metrics: The layout's numbers, for control rows.
  ///   - paintsBackground: Whether to fill the canvas with the theme's background first,
  ///     when there is no content of the host's under the stage.
  ///   - canvas: Where to paint.
  @_spi(Renderer) public static func paint(
    _ scene: Scene, scheme: ContainerScheme, metrics: LayoutMetrics = .points,
    paintsBackground: Bool = false, on canvas: Canvas
  ) {
    let bounds = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
    canvas.clipped(to: bounds) {
      if paintsBackground { canvas.fill(bounds, color: scheme.colorScheme.background) }
      if let scrim = scene.scrim, scrim.alpha > 0 {
        canvas.fill(bounds, color: scrim.color, alpha: scrim.alpha)
      }
      // Each layer draws the corner radius its own resolved style carries (a modal's
      // scheme or its `appearance.cornerRadius`), not the stage's.
      for layer in scene.layers {
        switch layer {
        case .modal(let state):
          // Rows and lines as tall as the modal was laid out with, at its text size.
          ModalDrawing.paint(state, metrics: state.layout.metrics, on: canvas)
        case .banner(let state):
          MessageDrawing.paint(state, metrics: metrics, on: canvas)
        case .snackbar(let state):
          MessageDrawing.paint(state, metrics: metrics, on: canvas)
        case .menu(let state):
          MenuDrawing.paint(state, on: canvas)
        }
      }
    }
  }
}
