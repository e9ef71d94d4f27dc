import ScrimSystem
import ScrimTerminal

/// Reads a gauge's input on a thread of its own, so that the terminal's keys and frames go
/// on while the script takes its time, and reads it as whiptail does (`GaugeFeed`) there,
/// so that only the updates' latest values wait for the consumer, however fast they come.
enum GaugeReader {
  /// The updates the lines of `descriptor` make, folded as they come, to its end.
  ///
  /// A line longer than `limit` bytes ends the input, as no percentage or text that long
  /// is meant.
  static func updates(
    of descriptor: Int32, limit: Int = GaugeFeed.maximumLineLength
  ) -> GaugeUpdates {
    updates(of: descriptor, limit: limit) {
      var feed = GaugeFeed()
      return { feed.take($0) }
    }
  }

  /// The updates the lines of `descriptor` make when each line is read by the reader
  /// `reading` makes on the reading thread (zenity's progress lines), folded as they come.
  ///
  /// - Parameter skipsLongLines: Whether a line over `limit` is dropped and the input read
  ///   on (zenity reads its progress to the end, so Cancel stays while a script floods it),
  ///   rather than ending it (whiptail's and dialog's gauge).
  static func updates(
    of descriptor: Int32, limit: Int = GaugeFeed.maximumLineLength,
    skipsLongLines: Bool = false,
    reading: @escaping @Sendable () -> (String) -> [GaugeFeed.Update]
  ) -> GaugeUpdates {
    let updates = GaugeUpdates()
    let started = PlatformThread.start {
      let parse = reading()
      var splitter = LineSplitter(limit: limit, rejectsNUL: false)
      var chunk = [UInt8](repeating: 0, count: 4096)
      func take(_ bytes: [UInt8]) {
        for update in parse(String(decoding: bytes, as: UTF8.self)) { updates.add(update) }
      }
      reading: while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        splitter.append(chunk[..<count])
        while true {
          switch splitter.next() {
          case .line(let bytes): take(bytes)
          case .needsInput: continue reading
          case .tooLong where skipsLongLines: splitter.dropCurrentLine()
          case .tooLong, .notText: break reading
          }
        }
      }
      if case .line(let last)? = splitter.finish() { take(last) }
      updates.finish()
    }
    if let started { pthread_detach(started) } else { updates.finish() }
    return updates
  }
}
