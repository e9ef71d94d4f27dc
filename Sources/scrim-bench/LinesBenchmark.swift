import ScrimCLI
import ScrimSystem

/// Accessible mode's answer reading: a huge line is refused after 1 MiB, and the bytes
/// of many short lines are each looked at once.
@MainActor
let linesBenchmark = Benchmark(
  name: "lines",
  summary: "accessible mode reading a 10 MB answer line and 10 MB of short lines from a file"
) {
  let long = [UInt8](repeating: UInt8(ascii: "a"), count: 10_000_000) + [0x0A]
  let short = Array(String(repeating: "an answer\n", count: 1_000_000).utf8)
  for (name, bytes) in [("one 10 MB line", long), ("1,000,000 short lines", short)] {
    guard let input = temporaryFile(holding: bytes) else { continue }
    defer { close(input) }
    let output = open("/dev/null", O_WRONLY)
    defer { close(output) }
    var best = Double.infinity
    var answers = 0
    for _ in 0..<3 {
      lseek(input, 0, SEEK_SET)
      let io = StandardLineIO(input: input, output: output)
      answers = 0
      best = min(
        best,
        measureSeconds {
          while case .line = io.readLine(secure: false) { answers += 1 }
        })
    }
    let rss = residentKiB().map { ", \($0 / 1024) MiB resident" } ?? ""
    print("  \(name): best of 3: \(format(best * 1000, decimals: 1)) ms, \(answers) answers\(rss)")
  }
}

/// A file holding `bytes`, already unlinked, open for reading.
private func temporaryFile(holding bytes: [UInt8]) -> Int32? {
  let path = "/tmp/scrim-bench-lines-\(getpid())"
  let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
  guard descriptor >= 0 else { return nil }
  unlink(path)
  let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  return written == bytes.count ? descriptor : nil
}
