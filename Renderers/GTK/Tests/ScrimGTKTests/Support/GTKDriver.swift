import CGTK
@_spi(Renderer) import ScrimCore
import ScrimGTK
import ScrimTesting

/// The GTK renderer under test: keys and clicks go in through the app's GTK input
/// translation (keyvals and modifier masks, widget coordinates), time through a manual
/// clock, and what it shows is read from the text painted on a Cairo image of the window's
/// drawing.
///
/// After every step the driver renders that image and reports it to the app as a frame on
/// screen, as the window's drawing area draws after every change: a message's time starts
/// at the first frame that shows it whole, here as in a window.
@MainActor
final class GTKDriver: StageDriver {
  let clock = ManualClock()
  let app: GTKApp
  let transcript = ScenarioTranscript()
  var stage: Stage { app.stage }
  /// What a screen reader walks in the window: the trees its accessible mirror holds, not
  /// the stage's, so the scenarios compare what GTK exposes.
  var accessibilityTrees: [AccessibilityNode] { app.accessibleTrees }

  init(
    size: Size = Size(width: 640, height: 480), scheme: ContainerScheme = .light,
    reducesMotion: Bool = false
  ) throws {
    try GTKTestEnvironment.start()
    app = GTKApp(
      content: nil, clock: clock, size: size, scheme: scheme, reducesMotion: reducesMotion,
      paintsBackground: true)
  }

  func sendKey(_ key: Key) throws {
    app.press(key)
    drawFrame()
  }

  func sendText(_ text: String) throws {
    app.type(text)
    drawFrame()
  }

  func sendPointer(_ kind: PointerInput.Kind, x: Int, y: Int) throws {
    // GTK reports the pointer between pixels; the stage takes the point it is in.
    let (x, y) = (Double(x) + 0.5, Double(y) + 0.5)
    switch kind {
    case .press: app.pointerPressed(x: x, y: y)
    case .release: app.pointerReleased(x: x, y: y)
    case .move: app.pointerMoved(x: x, y: y)
    case .scroll(let lines):
      app.pointerMoved(x: x, y: y)
      app.scrolled(dy: Double(lines))
    case .otherButton: app.pointerPressed(x: x, y: y, button: 3)
    }
    drawFrame()
  }

  func passTime(_ duration: Duration) throws {
    clock.advance(by: duration)
    app.tick()
    drawFrame()
  }

  func shows(_ text: String) -> Bool {
    drawFrame().contains { $0.contains(text) }
  }

  /// Renders the window's drawing and tells the app it is on screen.
  ///
  /// - Returns: The text painted in it.
  @discardableResult
  func drawFrame() -> [String] {
    guard let (surface, painted) = app.renderImage() else { return [] }
    cairo_surface_destroy(surface)
    app.didPaint()
    return painted
  }
}
