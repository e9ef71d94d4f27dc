/// Select Graphic Rendition: the escape sequences that change colours and attributes.
enum SGR {
  /// The shortest sequence that changes the terminal from `current` (nil when unknown)
  /// to `target`, or "" when nothing changes.
  ///
  /// Two candidates are compared: a reset followed by the whole target, and only the
  /// differences (turning attributes off needs their own codes, 22 for bold and dim).
  static func transition(from current: CellStyle?, to target: CellStyle, depth: ColorDepth)
    -> String
  {
    let target = effective(target, depth: depth)
    if let current, effective(current, depth: depth) == target { return "" }
    let full = sequence(["0"] + parameters(of: target, depth: depth))
    guard let current = current.map({ effective($0, depth: depth) }) else { return full }
    let delta = sequence(difference(from: current, to: target, depth: depth))
    return delta.utf8.count < full.utf8.count ? delta : full
  }

  /// The escape sequence with these parameters: `ESC [ p1 ; p2 ... m`.
  ///
  /// Written out rather than with `joined(separator:)`, whose first call resolves its
  /// associated types through a scan of every protocol conformance: 5% of the
  /// instructions from exec to the first frame.
  private static func sequence(_ parameters: [String]) -> String {
    var result = "\u{1B}["
    for (index, parameter) in parameters.enumerated() {
      if index > 0 { result += ";" }
      result += parameter
    }
    return result + "m"
  }

  /// The style as this depth can show it: without colours at depth none.
  static func effective(_ style: CellStyle, depth: ColorDepth) -> CellStyle {
    depth == .none ? CellStyle(attributes: style.attributes) : style
  }

  private static func parameters(of style: CellStyle, depth: ColorDepth) -> [String] {
    var result = attributeCodes(style.attributes)
    if let foreground = style.foreground {
      result.append(depth.parameters(for: foreground, background: false))
    }
    if let background = style.background {
      result.append(depth.parameters(for: background, background: true))
    }
    return result.filter { !$0.isEmpty }
  }

  private static func attributeCodes(_ attributes: CellStyle.Attributes) -> [String] {
    var codes: [String] = []
    if attributes.contains(.bold) { codes.append("1") }
    if attributes.contains(.dim) { codes.append("2") }
    if attributes.contains(.italic) { codes.append("3") }
    if attributes.contains(.underline) { codes.append("4") }
    if attributes.contains(.reverse) { codes.append("7") }
    return codes
  }

  private static func difference(from current: CellStyle, to target: CellStyle, depth: ColorDepth)
    -> [String]
  {
    var codes: [String] = []
    let removed = current.attributes.subtracting(target.attributes)
    var added = target.attributes.subtracting(current.attributes)
    if !removed.isDisjoint(with: [.bold, .dim]) {
      codes.append("22")
      added.formUnion(target.attributes.intersection([.bold, .dim]))
    }
    if removed.contains(.italic) { codes.append("23") }
    if removed.contains(.underline) { codes.append("24") }
    if removed.contains(.reverse) { codes.append("27") }
    codes += attributeCodes(added)
    if current.foreground != target.foreground {
      codes.append(
        target.foreground.map { depth.parameters(for: $0, background: false) } ?? "39")
    }
    if current.background != target.background {
      codes.append(
        target.background.map { depth.parameters(for: $0, background: true) } ?? "49")
    }
    return codes.filter { !$0.isEmpty }
  }
}
