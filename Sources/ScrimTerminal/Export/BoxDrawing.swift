/// Box-drawing and block characters drawn as shapes that fill their cell exactly.
///
/// A font's "│" or "█" is rarely as tall as a cell, so drawn as text, borders and
/// shadows show a gap between rows; shapes computed from the cell always meet their
/// neighbours. Characters not covered here (dashed and diagonal lines) stay text.
enum BoxDrawing {
  /// One shape, in image coordinates.
  enum Shape: Equatable {
    /// A filled rectangle, with an opacity for the shade characters.
    case rect(x: Double, y: Double, width: Double, height: Double, opacity: Double)
    /// A stroked path of the light line width (the curve of a rounded corner).
    case stroke(path: String)
  }

  /// A cell's rectangle in image coordinates.
  struct Box {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
  }

  /// Whether `grapheme` is drawn as shapes rather than text.
  static func draws(_ grapheme: String) -> Bool {
    let scalars = grapheme.unicodeScalars
    guard let value = scalars.first?.value, scalars.count == 1 else { return false }
    switch value {
    case 0x256D...0x2570, 0x2580...0x259F: return true
    case 0x2500...0x257F: return lineTable[Int(value - 0x2500)] != 0
    default: return false
    }
  }

  /// The shapes that draw `grapheme` in `box` with lines `lineWidth` thick, or nil when
  /// it is not a character drawn as shapes.
  static func shapes(for grapheme: String, in box: Box, lineWidth: Double) -> [Shape]? {
    let scalars = grapheme.unicodeScalars
    guard let scalar = scalars.first, scalars.count == 1 else { return nil }
    let value = scalar.value
    switch value {
    case 0x2500...0x257F:
      if (0x256D...0x2570).contains(value) {
        return roundedCorner(value, in: box, thickness: lineWidth)
      }
      let code = lineTable[Int(value - 0x2500)]
      return code == 0 ? nil : lines(Arms(code: code), in: box, thickness: lineWidth)
    case 0x2580...0x259F:
      return blocks(value, in: box)
    default:
      return nil
    }
  }

  // MARK: - Lines

  private enum Weight: UInt8 {
    case none, light, heavy, double
  }

  /// The weight of the line from the centre to each edge.
  private struct Arms {
    var up: Weight
    var right: Weight
    var down: Weight
    var left: Weight

    init(code: UInt8) {
      up = Weight(rawValue: code & 3) ?? .none
      right = Weight(rawValue: code >> 2 & 3) ?? .none
      down = Weight(rawValue: code >> 4 & 3) ?? .none
      left = Weight(rawValue: code >> 6 & 3) ?? .none
    }
  }

  /// A line from the centre to one edge: its weight, the weights of the arms across it
  /// (on the side towards smaller coordinates first) and of the arm opposite.
  private struct Arm {
    var weight: Weight
    var before: Weight
    var after: Weight
    var opposite: Weight
  }

  /// Each arm is drawn as one rectangle (two for a double line) from just behind the
  /// centre to the edge; how far behind depends on the arms around it, so that corners
  /// close, tees meet and double lines leave their gap.
  private static func lines(_ arms: Arms, in box: Box, thickness: Double) -> [Shape] {
    let gap = thickness * 1.5
    var shapes: [Shape] = []
    let horizontal = [
      (
        arms.right, 1.0,
        Arm(weight: arms.right, before: arms.up, after: arms.down, opposite: arms.left)
      ),
      (
        arms.left, -1.0,
        Arm(weight: arms.left, before: arms.up, after: arms.down, opposite: arms.right)
      ),
    ]
    let vertical = [
      (
        arms.down, 1.0,
        Arm(weight: arms.down, before: arms.left, after: arms.right, opposite: arms.up)
      ),
      (
        arms.up, -1.0,
        Arm(weight: arms.up, before: arms.left, after: arms.right, opposite: arms.down)
      ),
    ]
    for (weight, direction, arm) in horizontal where weight != .none {
      for (offset, behind, width) in segments(arm, thickness: thickness, gap: gap) {
        let inner = box.midX - direction * behind
        let outer = direction > 0 ? box.x + box.width : box.x
        shapes.append(
          .rect(
            x: min(inner, outer), y: box.midY + offset - width / 2, width: abs(outer - inner),
            height: width, opacity: 1))
      }
    }
    for (weight, direction, arm) in vertical where weight != .none {
      for (offset, behind, width) in segments(arm, thickness: thickness, gap: gap) {
        let inner = box.midY - direction * behind
        let outer = direction > 0 ? box.y + box.height : box.y
        shapes.append(
          .rect(
            x: box.midX + offset - width / 2, y: min(inner, outer), width: width,
            height: abs(outer - inner), opacity: 1))
      }
    }
    return shapes
  }

  /// The parallel segments of one arm: each one's offset across the arm, how far it
  /// reaches behind the centre (negative when it stops short of it) and its width.
  private static func segments(_ arm: Arm, thickness: Double, gap: Double)
    -> [(offset: Double, behind: Double, width: Double)]
  {
    let crossing = [arm.before, arm.after]
    if arm.weight == .double {
      // Each of the two lines stops at the double line across it on its own side,
      // runs on to the far line of a double corner, and otherwise meets the centre.
      return [(-gap, arm.before, arm.after), (gap, arm.after, arm.before)].map { line in
        let behind =
          line.1 == .double
          ? -(gap - thickness / 2) : line.2 == .double ? gap + thickness / 2 : thickness / 2
        return (line.0, behind, thickness)
      }
    }
    let width = arm.weight == .heavy ? thickness * 2 : thickness
    let behind: Double
    if crossing.contains(.double) {
      // Across a double line: cross it when the line goes on, stop at the near line of
      // a double tee, reach the far line of a double corner.
      if arm.opposite != .none {
        behind = width / 2
      } else if arm.before == .double && arm.after == .double {
        behind = -(gap - thickness / 2)
      } else {
        behind = gap + thickness / 2
      }
    } else {
      let widest =
        crossing.map { $0 == .heavy ? thickness * 2 : $0 == .light ? thickness : 0 }
        .max() ?? 0
      behind = widest > 0 ? widest / 2 : arm.opposite != .none ? width / 2 : 0
    }
    return [(0, behind, width)]
  }

  /// ╭ ╮ ╯ ╰: straight ends drawn as the other lines are, joined by a quarter circle that
  /// overlaps them a little, so no seam shows where the smoothed curve meets them.
  private static func roundedCorner(_ value: UInt32, in box: Box, thickness: Double) -> [Shape] {
    let radius = min(box.width, box.height) * 0.375
    let toRight = value == 0x256D || value == 0x2570
    let toBottom = value == 0x256D || value == 0x256E
    let across = toRight ? 1.0 : -1.0
    let down = toBottom ? 1.0 : -1.0
    let turnX = box.midX + across * radius
    let turnY = box.midY + down * radius
    let edgeX = toRight ? box.x + box.width : box.x
    let edgeY = toBottom ? box.y + box.height : box.y
    let horizontal = Shape.rect(
      x: min(turnX, edgeX), y: box.midY - thickness / 2, width: abs(edgeX - turnX),
      height: thickness, opacity: 1)
    let vertical = Shape.rect(
      x: box.midX - thickness / 2, y: min(turnY, edgeY), width: thickness,
      height: abs(edgeY - turnY), opacity: 1)
    // The sweep is clockwise (1) for ╮ and ╰, anticlockwise for ╭ and ╯.
    let sweep = toRight == toBottom ? 0 : 1
    let overlap = thickness / 2
    let n = SVGMarkup.number
    let path =
      "M\(n(turnX + across * overlap)),\(n(box.midY))H\(n(turnX))"
      + "A\(n(radius)),\(n(radius)) 0 0 \(sweep) \(n(box.midX)),\(n(turnY))"
      + "V\(n(turnY + down * overlap))"
    return [horizontal, vertical, .stroke(path: path)]
  }

  // MARK: - Blocks

  private static func blocks(_ value: UInt32, in box: Box) -> [Shape] {
    func part(_ left: Double, _ top: Double, _ right: Double, _ bottom: Double, opacity: Double = 1)
      -> Shape
    {
      .rect(
        x: box.x + box.width * left, y: box.y + box.height * top,
        width: box.width * (right - left), height: box.height * (bottom - top), opacity: opacity)
    }
    switch value {
    case 0x2580: return [part(0, 0, 1, 0.5)]
    case 0x2581...0x2588: return [part(0, 1 - Double(value - 0x2580) / 8, 1, 1)]
    case 0x2589...0x258F: return [part(0, 0, Double(0x2590 - value) / 8, 1)]
    case 0x2590: return [part(0.5, 0, 1, 1)]
    case 0x2591...0x2593: return [part(0, 0, 1, 1, opacity: Double(value - 0x2590) / 4)]
    case 0x2594: return [part(0, 0, 1, 0.125)]
    case 0x2595: return [part(0.875, 0, 1, 1)]
    default:
      // Quadrants: bit 0 upper left, 1 upper right, 2 lower left, 3 lower right.
      let quadrants: [UInt8] = [4, 8, 1, 13, 9, 7, 11, 2, 6, 14]
      let mask = quadrants[Int(value - 0x2596)]
      let corners: [(Double, Double)] = [(0, 0), (0.5, 0), (0, 0.5), (0.5, 0.5)]
      return corners.indices.filter { mask & (1 << $0) != 0 }.map { index in
        let (left, top) = corners[index]
        return part(left, top, left + 0.5, top + 0.5)
      }
    }
  }

  /// U+2500...U+257F: bits 0–1 the arm up, 2–3 right, 4–5 down, 6–7 left, each 0 none,
  /// 1 light, 2 heavy, 3 double, read from the characters' Unicode names; 0 for the
  /// dashed, diagonal and rounded characters.
  private static let lineTable: [UInt8] = [
    0x44, 0x88, 0x11, 0x22, 0x00, 0x00, 0x00, 0x00,  // U+2500
    0x00, 0x00, 0x00, 0x00, 0x14, 0x18, 0x24, 0x28,  // U+2508
    0x50, 0x90, 0x60, 0xA0, 0x05, 0x09, 0x06, 0x0A,  // U+2510
    0x41, 0x81, 0x42, 0x82, 0x15, 0x19, 0x16, 0x25,  // U+2518
    0x26, 0x1A, 0x29, 0x2A, 0x51, 0x91, 0x52, 0x61,  // U+2520
    0x62, 0x92, 0xA1, 0xA2, 0x54, 0x94, 0x58, 0x98,  // U+2528
    0x64, 0xA4, 0x68, 0xA8, 0x45, 0x85, 0x49, 0x89,  // U+2530
    0x46, 0x86, 0x4A, 0x8A, 0x55, 0x95, 0x59, 0x99,  // U+2538
    0x56, 0x65, 0x66, 0x96, 0x5A, 0xA5, 0x69, 0x9A,  // U+2540
    0xA9, 0xA6, 0x6A, 0xAA, 0x00, 0x00, 0x00, 0x00,  // U+2548
    0xCC, 0x33, 0x1C, 0x34, 0x3C, 0xD0, 0x70, 0xF0,  // U+2550
    0x0D, 0x07, 0x0F, 0xC1, 0x43, 0xC3, 0x1D, 0x37,  // U+2558
    0x3F, 0xD1, 0x73, 0xF3, 0xDC, 0x74, 0xFC, 0xCD,  // U+2560
    0x47, 0xCF, 0xDD, 0x77, 0xFF, 0x00, 0x00, 0x00,  // U+2568
    0x00, 0x00, 0x00, 0x00, 0x40, 0x01, 0x04, 0x10,  // U+2570
    0x80, 0x02, 0x08, 0x20, 0x48, 0x21, 0x84, 0x12,  // U+2578
  ]
}
