import ScrimSystem
import ScrimTerminal

// A test fixture, run by ScrimTerminalTests in a pseudo-terminal: it starts a TTY with
// every mode on, says READY, and then reacts to what it reads:
//   q       stops the TTY and returns normally (exit 0)
//   e       throws out of the run, restoring through `defer` (exit 1)
//   x       calls exit(3) without stopping, so only the atexit hook restores
// and reports resizes ("SIZE WxH") and resumptions ("RESUMED") on the terminal.

struct ProbeError: Error {}

func run() async throws {
  let tty = try TTY()
  let events = try tty.start(TerminalModes(focusEvents: true))
  defer { tty.stop() }
  try tty.write(Array("READY\r\n".utf8))
  for await event in events {
    switch event {
    case .input(let bytes):
      if bytes.contains(UInt8(ascii: "q")) { return }
      if bytes.contains(UInt8(ascii: "e")) { throw ProbeError() }
      if bytes.contains(UInt8(ascii: "x")) { exit(3) }
    case .resized(let size):
      try tty.write(Array("SIZE \(size.width)x\(size.height)\r\n".utf8))
    case .resumed:
      try tty.write(Array("RESUMED\r\n".utf8))
    }
  }
}

do {
  try await run()
} catch {
  exit(1)
}
