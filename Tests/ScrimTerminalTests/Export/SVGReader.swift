/// One element of an SVG document as `SVGReader` reads it.
struct SVGElement {
  var name: String
  var attributes: [String: String]
  /// The decoded character data directly inside the element.
  var text = ""

  /// An attribute read as a number, or nil.
  func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }

  /// An attribute read as a list of numbers separated by spaces.
  func numbers(_ name: String) -> [Double] {
    (attributes[name] ?? "").split(separator: " ").compactMap { Double($0) }
  }
}

/// A thrown reason why a document is not well-formed XML.
struct SVGSyntaxError: Error, CustomStringConvertible {
  var description: String
}

/// A strict reader for the XML subset the SVG export writes, so that tests look at
/// elements and decoded text rather than bytes, and fail on markup that is not well formed.
///
/// It checks that tags nest and close, that there is one root, that attribute values are
/// quoted, that only the five predefined entities appear, that `<` and `&` never appear
/// raw in text or values, and that every character is one XML 1.0 allows.
enum SVGReader {
  /// The elements in document order.
  static func read(_ document: String) throws -> [SVGElement] {
    if let bad = document.unicodeScalars.first(where: { !isAllowed($0) }) {
      throw SVGSyntaxError(description: "character U+\(String(bad.value, radix: 16)) not allowed")
    }
    var elements: [SVGElement] = []
    var open: [Int] = []
    var roots = 0
    var scalars = Array(document.unicodeScalars)[...]
    while let scalar = scalars.first {
      if scalar != "<" {
        let text = try decode(take(&scalars, until: "<"))
        if let current = open.last {
          elements[current].text += text
        } else if !text.allSatisfy({ $0 == "\n" || $0 == " " }) {
          throw SVGSyntaxError(description: "text outside the root: \(text)")
        }
        continue
      }
      scalars.removeFirst()
      if scalars.first == "/" {
        scalars.removeFirst()
        let name = String(String.UnicodeScalarView(take(&scalars, until: ">")))
        scalars.removeFirst()
        guard let current = open.popLast(), elements[current].name == name else {
          throw SVGSyntaxError(description: "unexpected </\(name)>")
        }
        continue
      }
      let tag = take(&scalars, until: ">")
      guard scalars.first == ">" else { throw SVGSyntaxError(description: "unclosed tag") }
      scalars.removeFirst()
      let selfClosing = tag.last == "/"
      let element = try parseTag(
        String(String.UnicodeScalarView(selfClosing ? tag.dropLast() : tag)))
      if open.isEmpty { roots += 1 }
      elements.append(element)
      if !selfClosing { open.append(elements.count - 1) }
    }
    guard open.isEmpty, roots == 1 else {
      throw SVGSyntaxError(description: "\(open.count) unclosed elements, \(roots) roots")
    }
    return elements
  }

  private static func take(
    _ scalars: inout ArraySlice<Unicode.Scalar>, until end: Unicode.Scalar
  ) -> ArraySlice<Unicode.Scalar> {
    let stop = scalars.firstIndex(of: end) ?? scalars.endIndex
    defer { scalars = scalars[stop...] }
    return scalars[..<stop]
  }

  private static func parseTag(_ tag: String) throws -> SVGElement {
    var rest = Substring(tag)
    let name = String(rest.prefix { $0 != " " && $0 != "\n" })
    guard !name.isEmpty else { throw SVGSyntaxError(description: "empty tag") }
    rest = rest.dropFirst(name.count)
    var attributes: [String: String] = [:]
    while true {
      rest = rest.drop { $0 == " " || $0 == "\n" }
      guard !rest.isEmpty else { break }
      guard let equals = rest.firstIndex(of: "=") else {
        throw SVGSyntaxError(description: "attribute without value in <\(name)>")
      }
      let key = String(rest[..<equals])
      rest = rest[rest.index(after: equals)...]
      guard rest.first == "\"" else { throw SVGSyntaxError(description: "unquoted \(key)") }
      rest = rest.dropFirst()
      guard let close = rest.firstIndex(of: "\"") else {
        throw SVGSyntaxError(description: "unterminated \(key)")
      }
      let raw = Array(rest[..<close].unicodeScalars)[...]
      guard !raw.contains("<") else { throw SVGSyntaxError(description: "raw < in \(key)") }
      guard attributes[key] == nil else { throw SVGSyntaxError(description: "repeated \(key)") }
      attributes[key] = try decode(raw)
      rest = rest[rest.index(after: close)...]
    }
    return SVGElement(name: name, attributes: attributes)
  }

  private static func decode(_ raw: ArraySlice<Unicode.Scalar>) throws -> String {
    var result = String.UnicodeScalarView()
    var rest = raw
    while let scalar = rest.first {
      rest.removeFirst()
      guard scalar == "&" else {
        result.append(scalar)
        continue
      }
      let name = String(String.UnicodeScalarView(rest.prefix { $0 != ";" }))
      let entities: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
      ]
      guard let decoded = entities[name], rest.dropFirst(name.unicodeScalars.count).first == ";"
      else { throw SVGSyntaxError(description: "unknown entity &\(name)") }
      result.append(decoded)
      rest = rest.dropFirst(name.unicodeScalars.count + 1)
    }
    return String(result)
  }

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }
}
