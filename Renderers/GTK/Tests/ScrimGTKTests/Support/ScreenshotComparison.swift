@_spi(Renderer) import ScrimCore

/// Decides whether a screenshot shows what its recorded image and its scene say, and says
/// what differs: an empty list when it does.
///
/// Pixels may differ only where anti-aliasing and font hinting make them differ, at the
/// edges of shapes and glyphs; everything else must match almost exactly, so that a
/// colour shift anywhere fails. Edges alone cannot tell a label from no label, so each
/// region the scene draws text in must hold as much ink as the recorded image's, with
/// pixels of the text's colour; contained buttons must show their fill, and a progress
/// bar must be filled as far as its fraction says.
enum ScreenshotComparison {
  /// How far a channel of a flat pixel (one that matches all its neighbours in the
  /// recorded image) may stray: rounding in the compositing, nothing a person could see.
  static let flatTolerance = 2
  /// The share of flat pixels allowed past `flatTolerance`, for a glyph that another
  /// FreeType draws a pixel wider.
  static let flatOutlierShare = 0.0005
  /// How far the mean difference of a channel over the flat pixels may be from zero: a
  /// uniform shift of even one level moves it by one.
  static let meanTolerance = 0.25
  /// How far a neighbour must differ for a pixel to sit on an edge.
  static let edgeContrast = 8
  /// How far from a region's background a pixel must be to count as ink.
  static let inkContrast = 24
  /// How far a fully covered pixel may be from the colour the style gives.
  static let colorTolerance = 8

  /// What is wrong with `actual`, compared with `reference` and `scene`.
  static func findings(
    _ actual: PixelImage, reference: PixelImage, scene: SceneGeometry
  ) -> [String] {
    guard actual.width == reference.width, actual.height == reference.height else {
      return [
        "the image is \(actual.width)×\(actual.height), the recorded one "
          + "\(reference.width)×\(reference.height)"
      ]
    }
    var found = pixelFindings(actual, reference)
    for region in scene.texts { found += textFindings(region, actual, reference) }
    for fill in scene.fills { found += fillFindings(fill, actual) }
    for gauge in scene.gauges { found += gaugeFindings(gauge, actual) }
    return found
  }

  // MARK: - Pixels

  /// Flat pixels match within `flatTolerance` and on average within `meanTolerance`;
  /// edge pixels may differ by anything, the region checks see to them.
  static func pixelFindings(_ actual: PixelImage, _ reference: PixelImage) -> [String] {
    let edges = edgeMask(reference)
    var flat = 0
    var outliers = 0
    var sums = (red: 0, green: 0, blue: 0, alpha: 0)
    reference.words.withUnsafeBufferPointer { recorded in
      actual.words.withUnsafeBufferPointer { shown in
        for index in recorded.indices where !edges[index] {
          flat += 1
          guard shown[index] != recorded[index] else { continue }
          let (a, r) = (Pixel(word: shown[index]), Pixel(word: recorded[index]))
          let difference = a.signedDifference(from: r)
          sums.red += difference.red
          sums.green += difference.green
          sums.blue += difference.blue
          sums.alpha += difference.alpha
          if a.distance(to: r) > flatTolerance { outliers += 1 }
        }
      }
    }
    guard flat > 0 else { return ["the recorded image has no flat pixel"] }
    var found: [String] = []
    if Double(outliers) > flatOutlierShare * Double(flat) {
      found.append(
        "\(outliers) of \(flat) flat pixels differ by more than \(flatTolerance) in a channel")
    }
    let means = [sums.red, sums.green, sums.blue, sums.alpha].map { Double($0) / Double(flat) }
    if means.contains(where: { abs($0) > meanTolerance }) {
      let rounded = means.map { ($0 * 100).rounded() / 100 }
      found.append("flat pixels are shifted on average by \(rounded) (R, G, B, A)")
    }
    return found
  }

  /// For each pixel, whether it differs by more than `edgeContrast` from one of its eight
  /// neighbours: each pair of neighbours is compared once, and marks both.
  static func edgeMask(_ image: PixelImage) -> [Bool] {
    let (width, height) = (image.width, image.height)
    var edges = [Bool](repeating: false, count: width * height)
    image.words.withUnsafeBufferPointer { words in
      edges.withUnsafeMutableBufferPointer { edges in
        func compare(_ i: Int, _ j: Int) {
          guard words[i] != words[j],
            Pixel(word: words[i]).distance(to: Pixel(word: words[j])) > edgeContrast
          else { return }
          edges[i] = true
          edges[j] = true
        }
        for y in 0..<height {
          for x in 0..<width {
            let index = y * width + x
            if x + 1 < width { compare(index, index + 1) }
            guard y + 1 < height else { continue }
            compare(index, index + width)
            if x + 1 < width { compare(index, index + width + 1) }
            if x > 0 { compare(index, index + width - 1) }
          }
        }
      }
    }
    return edges
  }

  // MARK: - Regions

  /// The region holds as much ink as recorded (within a tenth), and some of it in the
  /// text's colour.
  static func textFindings(
    _ region: SceneGeometry.TextRegion, _ actual: PixelImage, _ reference: PixelImage
  ) -> [String] {
    // Glyphs reach a little past their line box (centred, with descenders).
    let frame = region.frame.insetBy(horizontal: -2, vertical: -3).intersection(actual.bounds)
    guard !frame.isEmpty else { return ["\(region.name) is outside the image at \(region.frame)"] }
    let recorded = ink(in: frame, of: reference)
    let shown = ink(in: frame, of: actual)
    var found: [String] = []
    if recorded == 0 {
      found.append("\(region.name): the recorded image shows nothing at \(frame)")
    } else if abs(shown - recorded) > max(4, recorded / 10) {
      found.append("\(region.name): \(shown) pixels of ink at \(frame), recorded \(recorded)")
    }
    if let color = region.color {
      // Only the text's fully covered pixels have its colour; there must be as many as
      // recorded, which a label in another colour or none at all does not have.
      let target = Pixel(color)
      let recordedColored = pixels(in: frame, of: reference).count {
        $0.distance(to: target) <= colorTolerance
      }
      let colored = pixels(in: frame, of: actual).count {
        $0.distance(to: target) <= colorTolerance
      }
      if recordedColored == 0 {
        found.append("\(region.name): the recorded image has no pixel of \(color) at \(frame)")
      } else if abs(colored - recordedColored) > max(4, recordedColored / 5) {
        found.append(
          "\(region.name): \(colored) pixels of its colour \(color) at \(frame), "
            + "recorded \(recordedColored)")
      }
    }
    return found
  }

  /// How many pixels of `frame` stand out from its most common colour, its background.
  static func ink(in frame: Rect, of image: PixelImage) -> Int {
    let all = pixels(in: frame, of: image)
    var counts: [Pixel: Int] = [:]
    for pixel in all { counts[pixel, default: 0] += 1 }
    guard let background = counts.max(by: { $0.value < $1.value })?.key else { return 0 }
    return all.count { $0.distance(to: background) > inkContrast }
  }

  static func pixels(in frame: Rect, of image: PixelImage) -> [Pixel] {
    let clipped = frame.intersection(image.bounds)
    var result: [Pixel] = []
    for y in clipped.y..<clipped.maxY {
      for x in clipped.x..<clipped.maxX { result.append(image[x, y]) }
    }
    return result
  }

  static func fillFindings(_ fill: SceneGeometry.Fill, _ actual: PixelImage) -> [String] {
    guard actual.bounds.contains(Rect(x: fill.x, y: fill.y, width: 1, height: 1)) else {
      return ["\(fill.name)'s fill is outside the image"]
    }
    let pixel = actual[fill.x, fill.y]
    guard pixel.distance(to: Pixel(fill.color)) > colorTolerance else { return [] }
    return ["\(fill.name): filled with \(pixel) at (\(fill.x), \(fill.y)), not \(fill.color)"]
  }

  // MARK: - Progress

  /// The filled part of the bar, measured along its middle row, is the fraction of its
  /// track the progress says.
  static func gaugeFindings(_ gauge: SceneGeometry.Gauge, _ actual: PixelImage) -> [String] {
    guard let bar = measureBar(gauge, in: actual) else {
      return ["\(gauge.name): no track at \(gauge.frame)"]
    }
    let expected = gauge.fraction * Double(bar.track)
    guard abs(Double(bar.filled) - expected) > 2 else { return [] }
    return [
      "\(gauge.name): \(bar.filled) of \(bar.track) pixels filled, "
        + "\(Int(expected.rounded())) for \(gauge.fraction)"
    ]
  }

  /// The bar's track and filled widths in pixels, or nil when there is no track.
  ///
  /// They are read along its middle row from the frame's left edge: the track runs while
  /// the pixels differ from the surface left of it; the filled part while they have the
  /// bar's colour.
  static func measureBar(
    _ gauge: SceneGeometry.Gauge, in image: PixelImage
  ) -> (filled: Int, track: Int)? {
    let y = gauge.frame.y + gauge.frame.height / 2
    let start = gauge.frame.x
    guard start >= 3, y >= 0, y < image.height, start < image.width else { return nil }
    let surface = image[start - 3, y]
    let colour = Pixel(gauge.color)
    let end = min(image.width, gauge.frame.maxX)
    var track = 0
    while start + track < end, image[start + track, y].distance(to: surface) > edgeContrast {
      track += 1
    }
    var filled = 0
    while filled < track, image[start + filled, y].distance(to: colour) <= inkContrast {
      filled += 1
    }
    return track >= gauge.frame.width / 2 ? (filled, track) : nil
  }
}
