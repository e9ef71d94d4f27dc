/// A colour as GTK 3's GdkRGBA holds it, read from the text `gdk_rgba_parse` takes and
/// written as `gdk_rgba_to_string` writes it, which is what zenity's colour selection prints.
struct ZenityColor: Hashable, Sendable {
  /// The channels, from 0 to 1.
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double = 1

  /// GtkColorChooser's colour before one is set, which zenity starts on without `--color`.
  static let white = ZenityColor(red: 1, green: 1, blue: 1)

  /// The colour `text` names, as GTK 3 reads it, or nil.
  ///
  /// GTK reads `rgb(r,g,b)` and `rgba(r,g,b,a)` (numbers from 0 to 255 or percentages,
  /// alpha from 0 to 1), `#rgb`, `#rrggbb`, `#rrrgggbbb`, `#rrrrggggbbbb` and colour names
  /// (case and spaces aside), and no other text. White space around the text makes it no
  /// colour, as it does in GTK.
  init?(parsing text: String) {
    let lowered = text.lowercased()
    if lowered.hasPrefix("rgb") {
      guard let color = Self.functional(lowered) else { return nil }
      self = color
    } else if lowered.hasPrefix("#") {
      guard let color = Self.hexadecimal(lowered.dropFirst()) else { return nil }
      self = color
    } else {
      let key = lowered.filter { $0 != " " }
      guard !key.isEmpty, text.first != " ", text.last != " ",
        let value = ZenityColorNames.value[key]
      else { return nil }
      self.init(hex: value)
    }
  }

  init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `rgb(r,g,b)`, or `rgba(r,g,b,a)` while the colour is not opaque: GTK's rounding, and
  /// alpha with printf's `%g`.
  var text: String {
    let channels = [red, green, blue].map { String(Self.byte($0)) }.joined(separator: ",")
    if alpha > 0.999 { return "rgb(\(channels))" }
    return "rgba(\(channels),\(Self.shortest(min(max(alpha, 0), 1))))"
  }

  /// `#RRGGBB`, as GTK's colour editor shows an opaque colour; the `text` otherwise, so
  /// that alpha survives being typed back.
  var editorText: String {
    guard alpha > 0.999 else { return text }
    let digits = Array("0123456789ABCDEF")
    return "#"
      + [red, green, blue].map { channel -> String in
        let byte = Self.byte(channel)
        return String([digits[byte >> 4], digits[byte & 0xF]])
      }.joined()
  }

  private static func byte(_ channel: Double) -> Int {
    Int(0.5 + min(max(channel, 0), 1) * 255)
  }

  /// `value` as printf's `%g` writes a number from 0 to 1: six significant digits, no
  /// trailing zeros.
  static func shortest(_ value: Double) -> String {
    guard value > 0 else { return "0" }
    guard value < 1 else { return "1" }
    var exponent = 0
    var scaled = value
    while scaled < 1 {
      scaled *= 10
      exponent += 1
    }
    var digits = String(Int((scaled * 100_000).rounded()))
    if digits.count > 6 {
      // Rounding carried into a seventh digit: 0.0999999 is 0.1.
      exponent -= 1
      digits.removeLast()
    }
    while digits.hasSuffix("0") { digits.removeLast() }
    if exponent > 4 {
      let mantissa = digits.count > 1 ? "\(digits.prefix(1)).\(digits.dropFirst())" : digits
      return mantissa + "e-" + (exponent < 10 ? "0" : "") + String(exponent)
    }
    return "0." + String(repeating: "0", count: max(exponent - 1, 0)) + digits
  }

  private static func hexadecimal(_ digits: Substring) -> ZenityColor? {
    guard [3, 6, 9, 12].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
    let width = digits.count / 3
    let top = Double((1 << (4 * width)) - 1)
    var channels: [Double] = []
    var rest = digits
    for _ in 0..<3 {
      guard let value = Int(rest.prefix(width), radix: 16) else { return nil }
      channels.append(Double(value) / top)
      rest = rest.dropFirst(width)
    }
    return ZenityColor(red: channels[0], green: channels[1], blue: channels[2])
  }

  /// `rgb(...)` or `rgba(...)`: white space allowed around each number, as GTK reads it.
  private static func functional(_ text: String) -> ZenityColor? {
    let hasAlpha = text.hasPrefix("rgba")
    var rest = Substring(text.dropFirst(hasAlpha ? 4 : 3))
    rest = rest.drop { $0 == " " }
    guard rest.first == "(", rest.last == ")" else { return nil }
    let parts = rest.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == (hasAlpha ? 4 : 3) else { return nil }
    var channels: [Double] = []
    for part in parts.prefix(3) {
      guard let channel = Self.channel(part) else { return nil }
      channels.append(channel)
    }
    var alpha = 1.0
    if hasAlpha {
      guard let given = Double(Self.trimmed(parts[3])), given.isFinite else { return nil }
      alpha = min(max(given, 0), 1)
    }
    return ZenityColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
  }

  /// One of `rgb`'s numbers: 0 to 255, or a percentage.
  private static func channel(_ part: Substring) -> Double? {
    var number = trimmed(part)
    let isPercent = number.hasSuffix("%")
    if isPercent { number = number.dropLast() }
    guard let value = Double(number), value.isFinite else { return nil }
    return min(max(isPercent ? value * 0.01 : value / 255, 0), 1)
  }

  private static func trimmed(_ part: Substring) -> Substring {
    var part = part
    while part.first == " " { part.removeFirst() }
    while part.last == " " { part.removeLast() }
    return part
  }
}
