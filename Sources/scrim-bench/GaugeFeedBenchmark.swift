import ScrimSystem
import ScrimTesting

/// The release `scrim` as whiptail's gauge in a pseudo-terminal, fed without end: memory
/// must stay flat, and Esc (or, in line mode, SIGTERM) must end it at once.
///
/// Each run lasts `SCRIM_BENCH_SECONDS` (20 by default); the `scrim` beside this program
/// is the one measured, so build both in release first.
@MainActor
let gaugeFeedBenchmark = Benchmark(
  name: "gauge",
  summary: "scrim whiptail --gauge fed `yes 50` or an XXX block never closed, for 20 s in a pty"
) {
  guard let scrim = executableBesideThisOne("scrim") else {
    print("  no scrim beside scrim-bench: swift build -c release --product scrim")
    return
  }
  let seconds = getenv("SCRIM_BENCH_SECONDS").flatMap { Int(String(cString: $0)) } ?? 20
  let feeds = [("yes 50", "yes 50"), ("an XXX block never closed", "(echo XXX; yes line)")]
  for lineMode in [false, true] {
    for (name, producer) in feeds {
      await measureGauge(
        scrim, fed: producer, named: (lineMode ? "line mode, " : "") + name,
        lineMode: lineMode, seconds: max(1, seconds))
    }
  }
}

private func measureGauge(
  _ scrim: String, fed producer: String, named name: String, lineMode: Bool, seconds: Int
) async {
  // Process substitution, so that the shell's exec makes scrim the terminal's own process.
  let script = "exec \"$0\" whiptail --gauge Working 8 50 0 < <(\(producer))"
  let environment =
    ["TERM=xterm-256color", "LANG=C.UTF-8", "ESCDELAY=10", "PATH=/usr/bin:/bin"]
    + (lineMode ? ["SCRIM_ACCESSIBLE=1"] : [])
  guard
    let terminal = try? PseudoTerminal(
      executable: "/bin/bash", arguments: ["-c", script, scrim], environment: environment)
  else {
    print("  \(name): could not start")
    return
  }
  var resident: [Int: Int] = [:]
  for second in 1...seconds {
    try? await Task.sleep(for: .seconds(1))
    _ = await terminal.wait(timeout: .zero) { _ in true }
    guard terminal.exit == nil else { break }
    resident[second] = memoryKiB(of: terminal.pid, "VmRSS")
  }
  let peak = memoryKiB(of: terminal.pid, "VmHWM")
  let cpu = cpuSeconds(of: terminal.pid)
  let shown = [1, 5, 10, seconds].filter { resident[$0] != nil }.map {
    "\($0) s \(resident[$0] ?? 0)"
  }
  let clock = ContinuousClock()
  let start = clock.now
  if lineMode { terminal.signal(SIGTERM) } else { terminal.press(.escape) }
  let exit = await terminal.waitForExit(timeout: .seconds(30))
  let answered = clock.now - start
  if exit == nil { terminal.signal(SIGKILL) }
  let ending = exit.map {
    "\(lineMode ? "SIGTERM" : "Esc") ended it (\($0)) in \(milliseconds(answered)) ms"
  }
  print(
    "  \(name): resident KiB at \(shown.joined(separator: ", ")); peak \(peak) KiB; "
      + "\(format(cpu, decimals: 1)) s of CPU; "
      + (ending ?? "still running 30 s after \(lineMode ? "SIGTERM" : "Esc")"))
}

/// A field of /proc/PID/status in KiB ("VmRSS", "VmHWM"), or 0 when it cannot be read.
private func memoryKiB(of pid: pid_t, _ field: String) -> Int {
  let text = procFile("/proc/\(pid)/status")
  for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
    let words = line.dropFirst(field.count + 1).split { $0 == " " || $0 == "\t" }
    return words.first.flatMap { Int($0) } ?? 0
  }
  return 0
}

/// The user and system time the process has used, from /proc/PID/stat.
private func cpuSeconds(of pid: pid_t) -> Double {
  let text = procFile("/proc/\(pid)/stat")
  guard let close = text.lastIndex(of: ")") else { return 0 }
  let fields = text[text.index(after: close)...].split(separator: " ")
  guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
    return 0
  }
  return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

private func procFile(_ path: String) -> String {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { return "" }
  defer { close(descriptor) }
  var buffer = [UInt8](repeating: 0, count: 4096)
  let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
  return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
}

private func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  return format(Double(seconds) * 1000 + Double(attoseconds) / 1e15, decimals: 1)
}

/// The path of `name` in this program's own directory, when it is there.
private func executableBesideThisOne(_ name: String) -> String? {
  var buffer = [CChar](repeating: 0, count: 4096)
  let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  guard count > 0 else { return nil }
  let own = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  guard let slash = own.lastIndex(of: "/") else { return nil }
  let path = String(own[..<slash]) + "/" + name
  return access(path, X_OK) == 0 ? path : nil
}
