import ScrimSystem
import ScrimTerminal

/// Reads the lines of a program box's input on a thread of its own, so that the
/// terminal's keys and frames go on while the input takes its time.
///
/// Any bytes are taken: a line longer than `ScrollBack.maximumLineLength` is cut into
/// lines that long (a stream without line breaks still shows, in bounded memory), and
/// the box's text rules replace what is not text when it is shown.
enum FollowReader {
  /// The lines of `descriptor`, to its end.
  static func lines(of descriptor: Int32) -> FollowedLines {
    let lines = FollowedLines()
    let started = PlatformThread.start {
      var splitter = FollowSplitter()
      var chunk = [UInt8](repeating: 0, count: 16 << 10)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        // A chunk's lines are handed over at once: a lock a line cost `yes`'s input dearly.
        var batch = ScrollBack()
        splitter.append(chunk[..<count]) { batch.append($0) }
        lines.add(batch)
      }
      splitter.finish(to: lines.add)
      lines.finish()
    }
    if let started { pthread_detach(started) } else { lines.finish() }
    return lines
  }
}

/// Splits bytes into lines at line feeds (a CR before one is dropped), cutting a line at
/// `ScrollBack.maximumLineLength` bytes.
struct FollowSplitter {
  private var line: [UInt8] = []

  /// Takes `bytes`, handing each line they end to `emit`.
  mutating func append(_ bytes: some Collection<UInt8>, to emit: (String) -> Void) {
    for byte in bytes {
      if byte == 0x0A {
        if line.last == 0x0D { line.removeLast() }
        flush(to: emit)
      } else {
        line.append(byte)
        if line.count >= ScrollBack.maximumLineLength { flush(to: emit) }
      }
    }
  }

  /// Hands the last line, if the input did not end with a line break.
  mutating func finish(to emit: (String) -> Void) {
    if !line.isEmpty { flush(to: emit) }
  }

  private mutating func flush(to emit: (String) -> Void) {
    emit(String(decoding: line, as: UTF8.self))
    line.removeAll(keepingCapacity: true)
  }
}
