import ScrimCore

import ScrimSystem

/// A dedicated thread that waits on the terminal and the signal pipe and turns what
/// arrives into device events.
///
/// Blocking reads stay off Swift's cooperative thread pool, which has only as many
/// threads as cores (two here), so waiting for keys never starves the app's tasks.
final class InputThread: @unchecked Sendable {
  // Immutable after init; the thread only reads them.
  private let terminal: Int32
  private let pipe: Int32
  /// Receives each event, then nil once when the thread ends.
  private let deliver: @Sendable (DeviceEvent?) -> Void
  private let sizeOf: @Sendable () -> Size
  private var thread: pthread_t?

  init(
    terminal: Int32, pipe: Int32, deliver: @escaping @Sendable (DeviceEvent?) -> Void,
    size: @escaping @Sendable () -> Size
  ) {
    self.terminal = terminal
    self.pipe = pipe
    self.deliver = deliver
    self.sizeOf = size
  }

  /// Starts the thread; returns false when the system refuses one.
  func start() -> Bool {
    // The thread keeps this object alive until it ends.
    thread = PlatformThread.start { self.run() }
    return thread != nil
  }

  /// Waits for the thread to end; the caller first writes "Q" to the pipe.
  func join() {
    guard let thread else { return }
    pthread_join(thread, nil)
    self.thread = nil
  }

  private func run() {
    var descriptors = [
      pollfd(fd: terminal, events: Int16(POLLIN), revents: 0),
      pollfd(fd: pipe, events: Int16(POLLIN), revents: 0),
    ]
    var buffer = [UInt8](repeating: 0, count: 4096)
    loop: while true {
      descriptors[0].revents = 0
      descriptors[1].revents = 0
      let ready = poll(&descriptors, 2, -1)
      if ready < 0 {
        if Platform.errno == EINTR { continue }
        break
      }
      if descriptors[1].revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(pipe, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        for byte in buffer[0..<count] {
          switch byte {
          case UInt8(ascii: "Q"): break loop
          case UInt8(ascii: "W"):
            deliver(.resized(sizeOf()))
          case UInt8(ascii: "C"): deliver(.resumed)
          default: break
          }
        }
      }
      if descriptors[0].revents & Int16(POLLIN) != 0 {
        let count = buffer.withUnsafeMutableBytes { read(terminal, $0.baseAddress, $0.count) }
        if count < 0, Platform.errno == EINTR || Platform.errno == EAGAIN { continue }
        if count <= 0 { break }
        deliver(.input(Array(buffer[0..<count])))
      } else if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
        break
      }
    }
    deliver(nil)
  }
}
