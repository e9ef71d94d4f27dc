// Hooks for the parser's own tests; not for use outside them.

extension InputParser {
  /// How many bytes the parser holds between calls: a sequence body and a paste.
  ///
  /// Tests check it stays under `maxPasteBytes` plus a sequence, whatever they feed.
  package var bufferedByteCount: Int { sequence.count + paste.bytes.count }
}
