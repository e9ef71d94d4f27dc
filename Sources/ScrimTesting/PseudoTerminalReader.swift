import ScrimSystem
import ScrimTerminal
import Synchronization

/// Reads what a pseudo-terminal's program writes, on a thread of its own, and reaps it
/// when it ends, so tests wait for output without holding one of Swift's few
/// cooperative threads (a 2-core machine has two).
///
/// The thread waits in poll(2) on the terminal and the pipes; it wakes a waiting test on
/// every chunk, at the program's end, and at least every 10 ms, so a test's deadline is
/// kept without any sleep.
final class PseudoTerminalReader: Sendable {
  struct Taken {
    var terminal: [UInt8] = []
    /// When each read of `terminal` came, and how many of its bytes it brought.
    var terminalReads: [(at: ContinuousClock.Instant, count: Int)] = []
    var output: [UInt8] = []
    var error: [UInt8] = []
    var exit: PseudoTerminal.Exit?
    /// When the program was reaped.
    var exitAt: ContinuousClock.Instant?
  }

  private struct State {
    var taken = Taken()
    /// The wait status once reaped; `taken.exit` is set only after the last bytes are read.
    var reaped: Int32?
    var finished = false
    var waiter: CheckedContinuation<Void, Never>?
  }

  private let pid: pid_t
  private let master: Int32
  private let pipes: [Int32]
  private let state = Mutex(State())
  private let thread = Mutex<pthread_t?>(nil)

  /// Makes a reader of `master` and the pipes (-1 for none), which it closes when done.
  init(pid: pid_t, master: Int32, outputPipe: Int32, errorPipe: Int32) {
    self.pid = pid
    self.master = master
    pipes = [outputPipe, errorPipe]
  }

  /// Starts the thread; false when the system refuses one.
  func start() -> Bool {
    // The thread keeps this object alive until it ends.
    guard let handle = PlatformThread.start({ self.run() }) else { return false }
    thread.withLock { $0 = handle }
    return true
  }

  /// Everything read since the last call, and the program's end once all is read.
  func take() -> Taken {
    state.withLock { state in
      defer {
        state.taken.terminal.removeAll()
        state.taken.terminalReads.removeAll()
        state.taken.output.removeAll()
        state.taken.error.removeAll()
      }
      return state.taken
    }
  }

  /// Returns when something was read, the program ended, or 10 ms passed.
  func nextEvent() async {
    await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
      let now = state.withLock { state -> Bool in
        let news = !state.taken.terminal.isEmpty || !state.taken.output.isEmpty
        if news || !state.taken.error.isEmpty || state.finished { return true }
        state.waiter = waiter
        return false
      }
      if now { waiter.resume() }
    }
  }

  /// Sends a signal, unless the program was reaped (its id may belong to another by then).
  func signal(_ number: Int32) {
    state.withLock { state in
      if state.reaped == nil { kill(pid, number) }
    }
  }

  /// Kills the program if it still runs and waits for the thread to reap it and end.
  func stop() {
    signal(SIGKILL)
    let handle = thread.withLock { handle -> pthread_t? in
      defer { handle = nil }
      return handle
    }
    if let handle { pthread_join(handle, nil) }
  }

  private func run() {
    var open = pipes.filter { $0 >= 0 } + [master]
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let status = state.withLock { state -> Int32? in
        // Reaped under the lock, so `signal` never reaches a reused id.
        if state.reaped == nil {
          var status: Int32 = 0
          if waitpid(pid, &status, WNOHANG) == pid {
            state.reaped = status
            state.taken.exitAt = .now
          }
        }
        return state.reaped
      }
      // After the end everything the program wrote is buffered: read it all, then stop.
      let timeout: Int32 = status == nil ? 10 : 0
      var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      var readSomething = false
      if ready > 0 {
        for descriptor in descriptors where descriptor.revents != 0 {
          let count = chunk.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, $0.count) }
          if count > 0 {
            readSomething = true
            append(chunk[..<count], from: descriptor.fd)
          } else {
            open.removeAll { $0 == descriptor.fd }
          }
        }
      }
      let done = status != nil && !readSomething
      let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
        if done, let status = state.reaped {
          let signal = status & 0x7F
          state.taken.exit =
            signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal: signal)
          state.finished = true
        }
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume()
      if done { break }
    }
    for descriptor in pipes where descriptor >= 0 { close(descriptor) }
  }

  private func append(_ bytes: ArraySlice<UInt8>, from descriptor: Int32) {
    state.withLock { state in
      if descriptor == master {
        state.taken.terminal += bytes
        state.taken.terminalReads.append((.now, bytes.count))
      } else if descriptor == pipes[0] {
        state.taken.output += bytes
      } else {
        state.taken.error += bytes
      }
    }
  }
}
