import ScrimSystem
import ScrimTerminal

/// Reads a gauge's input lines on a thread of their own, so that the terminal's keys and
/// frames go on while the script takes its time; the batches end with the input.
enum GaugeReader {
  /// The lines of `descriptor` as they come, in batches of all that arrived since the last
  /// one was taken, at most `limit` bytes each; a longer line ends the input, as no
  /// percentage or text that long is meant.
  static func lines(of descriptor: Int32, limit: Int = 64 * 1024) -> LineBatches {
    let batches = LineBatches()
    let started = PlatformThread.start {
      var splitter = LineSplitter(limit: limit, rejectsNUL: false)
      var chunk = [UInt8](repeating: 0, count: 4096)
      reading: while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        splitter.append(chunk[..<count])
        while true {
          switch splitter.next() {
          case .line(let bytes): batches.add(String(decoding: bytes, as: UTF8.self))
          case .needsInput: continue reading
          case .tooLong, .notText: break reading
          }
        }
      }
      if case .line(let last)? = splitter.finish() {
        batches.add(String(decoding: last, as: UTF8.self))
      }
      batches.finish()
    }
    if let started { pthread_detach(started) } else { batches.finish() }
    return batches
  }
}
