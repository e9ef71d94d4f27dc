@_spi(Renderer) import ScrimCore
import ScrimGTK
import Testing

/// The screenshot comparison fails a picture that is clearly wrong: each wrong picture
/// here is the recorded alert or gauge, changed where the scene's own geometry says a part
/// of it is, as a bug in the painter would change it.
@MainActor
@Suite("The screenshot comparison sees a wrong picture", .serialized)
struct ScreenshotComparisonTests {
  /// The alert of `ComponentTests.alert`, light, as recorded in alert-light.png.
  private func alert() throws -> (GTKDriver, AlertController) {
    let driver = try GTKDriver(scheme: .light)
    let alert = AlertController(
      title: "Discard draft?", message: "Your changes to this message will be lost.",
      preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Discard", style: .destructive))
    try driver.app.present(alert)
    try driver.advance(by: .milliseconds(300))
    return (driver, alert)
  }

  /// What the comparison finds in `image` against `name`'s recording.
  private func findings(_ image: PixelImage, _ scene: SceneGeometry, _ name: String) throws
    -> [String]
  {
    let reference = try #require(PNGSnapshot.load("\(screenshotDirectory())/\(name).png"))
    return ScreenshotComparison.findings(image, reference: reference, scene: scene)
  }

  @Test("the alert as painted matches its recording")
  func unchanged() throws {
    let (driver, _) = try alert()
    let (image, scene) = try driver.photograph()
    #expect(try findings(image, scene, "alert-light") == [])
  }

  @Test(
    "an erased title, message or DISCARD label fails",
    arguments: ["title", "message", "button DISCARD"])
  func erased(_ part: String) throws {
    let (driver, _) = try alert()
    var (image, scene) = try driver.photograph()
    let region = try #require(scene.texts.first { $0.name == part })
    image.erase(region.frame)
    let found = try findings(image, scene, "alert-light")
    #expect(found.contains { $0.hasPrefix("\(part):") }, "\(found)")
  }

  @Test("the destructive label drawn in the primary colour fails")
  func destructiveInPrimary() throws {
    let (driver, _) = try alert()
    var (image, scene) = try driver.photograph()
    let region = try #require(scene.texts.first { $0.name == "button DISCARD" })
    let error = try #require(region.color)
    image.recolor(region.frame, from: error, to: ContainerScheme.light.colorScheme.primary)
    let found = try findings(image, scene, "alert-light")
    #expect(found.contains { $0.hasPrefix("button DISCARD:") }, "\(found)")
  }

  @Test("a uniform colour shift fails, however small", arguments: [1, -1, 3, 24, -24])
  func shifted(_ amount: Int) throws {
    let (driver, _) = try alert()
    var (image, scene) = try driver.photograph()
    image.shift(by: amount)
    let found = try findings(image, scene, "alert-light")
    #expect(found.contains { $0.hasPrefix("flat pixels are shifted on average") }, "\(found)")
  }

  @Test("an empty or a full gauge bar fails", arguments: [0.0, 1.0])
  func gauge(_ shownFraction: Double) throws {
    let driver = try GTKDriver(scheme: .light)
    let progress = ProgressIndicator(fraction: 0.4)
    let dialog = Dialog(title: "Installing", message: "Unpacking scrim (1.0) …")
    dialog.addControl(.progress(progress))
    try driver.app.present(dialog)
    try driver.advance(by: .milliseconds(300))
    var (image, scene) = try driver.photograph()
    #expect(try findings(image, scene, "gauge-light") == [])
    let gauge = try #require(scene.gauges.first)
    let bar = try #require(ScreenshotComparison.measureBar(gauge, in: image))
    image.refill(gauge, track: bar.track, to: shownFraction)
    let found = try findings(image, scene, "gauge-light")
    #expect(found.contains { $0.hasPrefix("\(gauge.name):") }, "\(found)")
  }
}

/// A picture made wrong as a bug in the painter would make it.
extension PixelImage {
  /// Paints `frame` over with its most common colour, its background: text not drawn.
  fileprivate mutating func erase(_ frame: Rect) {
    let background = self.background(of: frame)
    for y in frame.y..<frame.maxY {
      for x in frame.x..<frame.maxX { self[x, y] = background }
    }
  }

  /// Draws what is drawn in `old` in `frame` in `new` instead, each pixel as covered as it
  /// was: a label painted in the wrong colour.
  fileprivate mutating func recolor(_ frame: Rect, from old: Color, to new: Color) {
    let background = self.background(of: frame)
    let target = Pixel(old)
    let reach = max(1, target.distance(to: background))
    for y in frame.y..<frame.maxY {
      for x in frame.x..<frame.maxX {
        let coverage = min(1, Double(self[x, y].distance(to: background)) / Double(reach))
        func blend(_ from: UInt8, _ to: UInt8) -> UInt8 {
          UInt8((Double(from) + coverage * (Double(to) - Double(from))).rounded())
        }
        self[x, y] = Pixel(
          red: blend(background.red, new.red), green: blend(background.green, new.green),
          blue: blend(background.blue, new.blue))
      }
    }
  }

  /// Adds `amount` to every colour channel of every pixel.
  fileprivate mutating func shift(by amount: Int) {
    func moved(_ channel: UInt8) -> UInt8 { UInt8(clamping: Int(channel) + amount) }
    for y in 0..<height {
      for x in 0..<width {
        let pixel = self[x, y]
        self[x, y] = Pixel(
          red: moved(pixel.red), green: moved(pixel.green), blue: moved(pixel.blue))
      }
    }
  }

  /// Paints the bar of `gauge` filled to `fraction` of its `track`: the filled part in the
  /// bar's colour, the rest in the track's.
  fileprivate mutating func refill(_ gauge: SceneGeometry.Gauge, track: Int, to fraction: Double) {
    let middle = gauge.frame.y + gauge.frame.height / 2
    let (start, end) = (gauge.frame.x, gauge.frame.x + track)
    let unfilled = self[end - 3, middle]
    let filledEnd = start + Int((fraction * Double(track)).rounded())
    for y in (middle - 2)...(middle + 1) {
      for x in start..<end { self[x, y] = x < filledEnd ? Pixel(gauge.color) : unfilled }
    }
  }

  /// The most common pixel in `frame`.
  private func background(of frame: Rect) -> Pixel {
    var counts: [Pixel: Int] = [:]
    for y in frame.y..<frame.maxY {
      for x in frame.x..<frame.maxX { counts[self[x, y], default: 0] += 1 }
    }
    return counts.max { $0.value < $1.value }?.key ?? Pixel(red: 0, green: 0, blue: 0)
  }
}
