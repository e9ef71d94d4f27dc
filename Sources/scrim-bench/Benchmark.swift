import ScrimSystem

/// One named benchmark: runs its body and prints its own figures.
struct Benchmark {
  let name: String
  let summary: String
  let run: @MainActor () async -> Void
}

/// Times `body` on the continuous clock and returns the elapsed seconds.
func measureSeconds(_ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  let elapsed = clock.measure(body)
  let parts = elapsed.components
  return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}

/// The process's resident set size in KiB, from /proc on Linux; nil elsewhere.
func residentKiB() -> Int? {
  #if os(Linux)
    let descriptor = open("/proc/self/statm", O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    let fields = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
  #else
    return nil
  #endif
}

/// Formats a number with a fixed count of decimals, without Foundation.
func format(_ value: Double, decimals: Int = 2) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = Int((abs(value) * scale) + 0.5)
  let whole = scaled / Int(scale)
  var fraction = String(scaled % Int(scale))
  while fraction.count < decimals { fraction = "0" + fraction }
  let sign = value < 0 ? "-" : ""
  return decimals == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
}
