import ScrimSystem

/// A watch over a step of start-up that waits on a display or a bus (opening the display,
/// sending a notification): when the step is still waiting after `patience` and one of the
/// peers it may be waiting on accepted a connection and answers nothing
/// (`SilentPeer.silent`), the process says so on stderr and ends, instead of hanging as
/// GDK and GDBus would.
///
/// The watch is a thread that sleeps in `poll` until the step ends; a step that ends in
/// time costs a pipe and a thread. A step that is merely slow (peers that answer) is
/// watched on, and never ended.
///
///     let opened = AnswerDeadline.guarding(
///       { SilentPeer.displays(variable) }, status: 1, message: { "no answer from \($0)\n" }
///     ) { gtk_init_check() != 0 }
package enum AnswerDeadline {
  /// How long a step waits before the peers are asked, in milliseconds.
  package static let patience: Int32 = 4_000
  /// How long a peer has to answer, in milliseconds.
  package static let probeWait: Int32 = 1_000
  /// The whole wait before the process ends, for messages.
  package static let seconds = Int((patience + probeWait) / 1_000)

  /// Runs `body` under the watch.
  ///
  /// - Parameters:
  ///   - peers: What `body` may be waiting on, looked up only if it waits long.
  ///   - status: The exit status when a peer is silent.
  ///   - message: The line for stderr, newline included, naming the silent peer.
  package static func guarding<Result, Failure: Error>(
    _ peers: @escaping @Sendable () -> [SilentPeer], status: Int32,
    message: @escaping @Sendable (SilentPeer) -> String,
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let watch = Watch.start(peers: peers, status: status, message: message)
    defer { watch?.stop() }
    return try body()
  }
}

/// The watching thread's side: the pipe it sleeps on and what it does on silence.
///
/// Unchecked: the thread reads only what `start` set before it began, and the pipe's write
/// end is the step's alone.
private final class Watch: @unchecked Sendable {
  private let wake: Int32
  private let sleep: Int32
  private let peers: @Sendable () -> [SilentPeer]
  private let status: Int32
  private let message: @Sendable (SilentPeer) -> String

  private init(
    wake: Int32, sleep: Int32, peers: @escaping @Sendable () -> [SilentPeer], status: Int32,
    message: @escaping @Sendable (SilentPeer) -> String
  ) {
    self.wake = wake
    self.sleep = sleep
    self.peers = peers
    self.status = status
    self.message = message
  }

  /// Starts the thread, or nil when the system gives no pipe or thread: the step then runs
  /// unwatched.
  static func start(
    peers: @escaping @Sendable () -> [SilentPeer], status: Int32,
    message: @escaping @Sendable (SilentPeer) -> String
  ) -> Watch? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    // Not inherited by a program the step starts (a D-Bus launcher).
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let watch = Watch(wake: ends[1], sleep: ends[0], peers: peers, status: status, message: message)
    let context = Unmanaged.passRetained(watch).toOpaque()
    guard startThread(context) else {
      Unmanaged<Watch>.fromOpaque(context).release()
      for end in ends { close(end) }
      return nil
    }
    return watch
  }

  /// A detached POSIX thread with a small stack (it only polls, and on time-out probes and
  /// writes a line), running `watchThread`: GLib's threads would cost start-up a malloc
  /// arena and bookkeeping, and g_thread_new aborts when the system gives no thread.
  private static func startThread(_ context: UnsafeMutableRawPointer) -> Bool {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    pthread_attr_setstacksize(&attributes, 256 * 1024)
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    return pthread_create(&thread, &attributes, { watchThread($0) }, context) == 0
  }

  /// Ends the watch: the step is over.
  func stop() {
    var byte: UInt8 = 1
    _ = write(wake, &byte, 1)
    close(wake)
  }

  /// The thread's loop: sleeps until woken; after each `patience` without waking, asks the
  /// peers, and ends the process if one is silent.
  func watch() {
    defer { close(sleep) }
    while true {
      guard waitForWake(AnswerDeadline.patience) == false else { return }
      let silent = SilentPeer.silent(among: peers(), waiting: AnswerDeadline.probeWait)
      // The step ended while the peers were asked: it was not stuck on them.
      guard waitForWake(0) == false else { return }
      guard let peer = silent.first else { continue }
      let line = Array(message(peer).utf8)
      _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      // Not exit(3): atexit handlers and GTK's would wait on the silent peer again.
      _exit(status)
    }
  }

  /// Whether the step ended within `milliseconds`.
  private func waitForWake(_ milliseconds: Int32) -> Bool {
    var poller = pollfd(fd: sleep, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&poller, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      return ready != 0
    }
  }
}

/// The watch thread's first call: runs the watch and releases it.
private func watchThread(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  guard let context else { return nil }
  Unmanaged<Watch>.fromOpaque(context).takeRetainedValue().watch()
  return nil
}
