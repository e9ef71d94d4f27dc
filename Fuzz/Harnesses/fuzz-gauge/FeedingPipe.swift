import FuzzSupport
import ScrimSystem
import ScrimTerminal

/// Runs `body` on the read end of a pipe that a thread of its own fills with `bytes`, as a
/// script writes a gauge's input while the gauge reads it; a pipe holds 64 KiB, so
/// anything longer needs a writer and a reader at once.
///
/// Once `body` returns, the read end is closed, which stops a writer a reader gave up on
/// (a line too long) the way a script's writes fail once the gauge has exited.
func withFeedingPipe<Result>(_ bytes: [UInt8], _ body: (Int32) -> Result) -> Result {
  _ = ignoringBrokenPipes
  var ends: [Int32] = [-1, -1]
  require(pipe(&ends) == 0, "no pipe")
  let (readEnd, writeEnd) = (ends[0], ends[1])
  let writer = PlatformThread.start {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { break }
      offset += written
    }
    close(writeEnd)
  }
  guard let writer else { fatalError("no thread to write the pipe") }
  let result = body(readEnd)
  close(readEnd)
  pthread_join(writer, nil)
  return result
}

/// A write to a pipe nobody reads fails with EPIPE instead of killing the fuzzer.
private let ignoringBrokenPipes: Void = {
  signal(SIGPIPE, SIG_IGN)
}()
