import ScrimSystem

/// A program started with pipes on stdin, stdout and stderr, read as it writes so that it
/// never stalls on a full pipe, and ended by the caller if it outlives its deadline.
///
/// Used from one thread at a time: the corpus runs each case on a thread of its own.
final class SpawnedProcess {
  let pid: pid_t
  private var input: Int32
  /// A second read end of the program's stdin, to see whether it has read all it was given.
  private var inputReadEnd: Int32
  private var output: Int32
  private var errors: Int32
  private(set) var standardOutput: [UInt8] = []
  private(set) var standardError: [UInt8] = []
  private var exitStatus: Int32?

  /// Starts `executable` with `arguments` and exactly `environment` ("NAME=value").
  init?(_ executable: String, _ arguments: [String], environment: [String]) {
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    var errorsFromChild: [Int32] = [-1, -1]
    guard pipe(&toChild) == 0 else { return nil }
    guard pipe(&fromChild) == 0, pipe(&errorsFromChild) == 0 else {
      for descriptor in toChild + fromChild where descriptor >= 0 { close(descriptor) }
      return nil
    }
    // Other cases spawn programs at the same time: none of them may keep these pipes open
    // after this program ends. (pipe2's O_CLOEXEC needs _GNU_SOURCE, which Glibc's module
    // leaves out; a program that slips in between lives no longer than its case.)
    for descriptor in toChild + fromChild + errorsFromChild {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorsFromChild[1], 2)
    // Signals as a shell leaves them: this runs on Dispatch's threads, which block SIGTERM
    // and more, and a blocked mask outlives exec; SIGPIPE, ignored here, is the default there.
    #if canImport(Glibc)
      var attributes = posix_spawnattr_t()
    #else
      var attributes: posix_spawnattr_t?
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &pipeSignal)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var child: pid_t = 0
    let spawned = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    let inputReadEnd = fcntl(toChild[0], F_DUPFD_CLOEXEC, 3)
    close(toChild[0])
    close(fromChild[1])
    close(errorsFromChild[1])
    guard spawned == 0 else {
      close(toChild[1])
      close(fromChild[0])
      close(errorsFromChild[0])
      if inputReadEnd >= 0 { close(inputReadEnd) }
      return nil
    }
    self.inputReadEnd = inputReadEnd
    pid = child
    input = toChild[1]
    output = fromChild[0]
    errors = errorsFromChild[0]
    // A program that exits without reading its stdin must not end this process by SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
  }

  deinit {
    for descriptor in [input, inputReadEnd, output, errors] where descriptor >= 0 {
      close(descriptor)
    }
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
  }

  /// Writes `text` to the program's stdin and closes it, as a script's pipe ends.
  func finishInput(_ text: String) {
    guard input >= 0 else { return }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      if written <= 0 { break }
      offset += written
    }
    close(input)
    input = -1
  }

  /// Waits (reading what the program writes meanwhile) until it has read everything
  /// written to its stdin, it ends, or `deadline` passes: keys pressed after this meet a
  /// program that has seen the script's last line, as they would after a real script's
  /// slower pipe.
  func waitUntilInputRead(until deadline: Deadline) {
    guard inputReadEnd >= 0 else { return }
    while !outputClosed && !deadline.hasPassed {
      var pending = pollfd(fd: inputReadEnd, events: Int16(POLLIN), revents: 0)
      guard poll(&pending, 1, 0) > 0, pending.revents & Int16(POLLIN) != 0 else { return }
      collect(waitingAtMost: min(10, deadline.millisecondsLeft))
    }
  }

  /// Whether both output pipes have closed: the program has ended (or closed them).
  var outputClosed: Bool { output < 0 && errors < 0 }

  /// Reads what the program wrote, waiting at most `milliseconds` for something to come.
  func collect(waitingAtMost milliseconds: Int32) {
    let open = [output, errors].filter { $0 >= 0 }
    guard !open.isEmpty else { return }
    var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return }
    var chunk = [UInt8](repeating: 0, count: 65_536)
    for descriptor in descriptors where descriptor.revents != 0 {
      let count = chunk.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, $0.count) }
      if count > 0 {
        if descriptor.fd == output {
          standardOutput += chunk[0..<count]
        } else {
          standardError += chunk[0..<count]
        }
      } else {
        close(descriptor.fd)
        if descriptor.fd == output { output = -1 } else { errors = -1 }
      }
    }
  }

  /// Reads until the program ends or `deadline` passes; its exit status, or nil if it was
  /// still running (it is then killed).
  func waitForExit(until deadline: Deadline) -> Int32? {
    while !outputClosed && !deadline.hasPassed {
      collect(waitingAtMost: deadline.millisecondsLeft)
    }
    guard outputClosed else {
      kill(pid, SIGKILL)
      _ = reap()
      return nil
    }
    return reap()
  }

  /// Whether the program has ended, without waiting.
  var hasExited: Bool {
    if exitStatus != nil { return true }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return false }
    exitStatus = Self.decode(status)
    return true
  }

  private func reap() -> Int32 {
    if let exitStatus { return exitStatus }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let decoded = Self.decode(status)
    exitStatus = decoded
    return decoded
  }

  /// A shell's `$?`: the exit code, or 128 plus the signal that ended the program.
  private static func decode(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}

/// A moment on the monotonic clock after which a wait gives up.
struct Deadline {
  private let end: timespec

  init(seconds: Int) {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    now.tv_sec += seconds
    end = now
  }

  var millisecondsLeft: Int32 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let left = (end.tv_sec - now.tv_sec) * 1000 + (end.tv_nsec - now.tv_nsec) / 1_000_000
    return Int32(clamping: max(0, left))
  }

  var hasPassed: Bool { millisecondsLeft == 0 }
}
