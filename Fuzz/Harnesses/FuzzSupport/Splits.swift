/// The three ways a harness reads the same bytes: whole, one byte at a time, and in
/// chunks of random lengths from 1 to `longest`.
public func splits(_ bytes: [UInt8], longest: Int = 16) -> [[ArraySlice<UInt8>]] {
  var random = InputSeededGenerator(seed: bytes)
  var chunks: [ArraySlice<UInt8>] = []
  var index = 0
  while index < bytes.count {
    let length = 1 + Int(random.next() % UInt64(max(1, longest)))
    chunks.append(bytes[index..<min(bytes.count, index + length)])
    index += length
  }
  return [[bytes[...]], bytes.indices.map { bytes[$0...$0] }, chunks]
}
