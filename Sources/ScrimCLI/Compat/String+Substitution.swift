extension String {
  /// This text with every occurrence of `target` replaced, matched byte for byte in
  /// UTF-8 from the start; matches do not overlap.
  ///
  ///     "a\\nb".substituting("\\n", with: "\n")  // "a\nb"
  ///
  /// Byte for byte, as whiptail and dialog match: a quote followed by a combining accent is
  /// one Character, which `replacing(_:with:)` would leave unescaped in a shell-quoted
  /// tag. And `replacing` lives in _StringProcessing, whose generic searchers the drop-in
  /// alone pulled in at start: four of the kernel's 64 KiB windows of the binary.
  func substituting(_ target: String, with replacement: String) -> String {
    let pattern = Array(target.utf8)
    guard let first = pattern.first, utf8.count >= pattern.count else { return self }
    let text = Array(utf8)
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      let end = index + pattern.count
      if text[index] == first, end <= text.count, text[index..<end].elementsEqual(pattern) {
        result.append(contentsOf: replacement.utf8)
        index = end
      } else {
        result.append(text[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
