import ScrimSystem

#if canImport(Glibc) || canImport(Musl)
  /// POSIX_SPAWN_SETSID, which Swift's Glibc module leaves out (it needs _GNU_SOURCE);
  /// musl's spawn.h guards it the same way, with the same value.
  private let spawnNewSession = Int16(0x80)
#else
  private let spawnNewSession = Int16(POSIX_SPAWN_SETSID)
#endif

/// Runs a built program with pipes for stdin, stdout and stderr, as a script's `$(...)`
/// would, and collects what it wrote and how it ended.
struct ChildProcess {
  /// How the program ended and what it wrote.
  struct Result {
    var status: Int32
    var signal: Int32?
    var standardOutput: String
    var standardError: String
    /// stdout as written, for results that are not UTF-8.
    var standardOutputBytes: [UInt8] = []
  }

  /// Where the program's stdout goes.
  enum OutputTarget {
    /// A pipe this process reads, as `$(...)` does.
    case pipe
    /// A file opened for writing, such as /dev/full.
    case file(String)
    /// Nowhere: stdout is closed, as with `>&-`.
    case closed
  }

  /// The package's build products, found from this file's location.
  static func product(_ name: String, filePath: String = #filePath) -> String {
    var parts = filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/ScrimCLITests/ChildProcess.swift
    return parts.joined(separator: "/") + "/.build/debug/" + name
  }

  /// Runs `executable` with `arguments`, writes `input` to its stdin and closes it.
  ///
  /// - Parameters:
  ///   - environment: "NAME=value" strings; nothing else is passed.
  ///   - newSession: Whether the program leads a session of its own, with no
  ///     controlling terminal (as under `setsid`), so /dev/tty cannot be opened.
  ///   - output: Where stdout goes. Defaults to a pipe.
  ///   - closesInput: Whether stdin is closed (`<&-`) instead of holding `input`.
  static func run(
    _ executable: String, _ arguments: [String], input: String = "",
    environment: [String] = ["TERM=dumb", "LANG=C.UTF-8"], newSession: Bool = false,
    output: OutputTarget = .pipe, closesInput: Bool = false
  ) -> Result? {
    run(
      executable, rawArguments: arguments.map { Array($0.utf8) }, input: input,
      environment: environment, newSession: newSession, output: output,
      closesInput: closesInput)
  }

  /// Runs `executable` with arguments given as bytes, which need not be UTF-8.
  static func run(
    _ executable: String, rawArguments arguments: [[UInt8]], input: String = "",
    environment: [String] = ["TERM=dumb", "LANG=C.UTF-8"], newSession: Bool = false,
    output: OutputTarget = .pipe, closesInput: Bool = false
  ) -> Result? {
    guard access(executable, X_OK) == 0 else { return nil }
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    var errorsFromChild: [Int32] = [-1, -1]
    guard pipe(&toChild) == 0, pipe(&fromChild) == 0, pipe(&errorsFromChild) == 0 else {
      return nil
    }
    // Other tests spawn programs at the same time; none of them may hold these pipes.
    for descriptor in toChild + fromChild + errorsFromChild {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    let argv = ([Array(executable.utf8)] + arguments).map(cString) + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    #if canImport(Glibc) || canImport(Musl)
      // A struct in glibc and musl, a pointer in Darwin.
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if closesInput {
      posix_spawn_file_actions_addclose(&actions, 0)
    } else {
      posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    }
    switch output {
    case .pipe: posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    case .file(let path): posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY, 0)
    case .closed: posix_spawn_file_actions_addclose(&actions, 1)
    }
    posix_spawn_file_actions_adddup2(&actions, errorsFromChild[1], 2)
    #if canImport(Glibc) || canImport(Musl)
      // A struct in glibc and musl, a pointer in Darwin.
      var attributes = posix_spawnattr_t()
    #else
      var attributes: posix_spawnattr_t?
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if newSession { posix_spawnattr_setflags(&attributes, spawnNewSession) }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    close(toChild[0])
    close(fromChild[1])
    close(errorsFromChild[1])
    guard spawned == 0 else {
      close(toChild[1])
      close(fromChild[0])
      close(errorsFromChild[0])
      return nil
    }
    // Small inputs fit in the pipe's buffer, so writing all before reading cannot block.
    let bytes = Array(input.utf8)
    _ = bytes.withUnsafeBytes { write(toChild[1], $0.baseAddress, $0.count) }
    close(toChild[1])
    let (written, errors) = drain(fromChild[0], errorsFromChild[0])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let signal = status & 0x7F
    return Result(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
      signal: signal == 0 ? nil : signal,
      standardOutput: String(decoding: written, as: UTF8.self),
      standardError: String(decoding: errors, as: UTF8.self), standardOutputBytes: written)
  }

  /// A copy of `bytes` ending in NUL, in memory `free` releases.
  private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
    guard let copy = malloc(bytes.count + 1)?.assumingMemoryBound(to: CChar.self) else {
      return nil
    }
    for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
    copy[bytes.count] = 0
    return copy
  }

  /// Reads both pipes until both close, so neither can fill up and stall the child.
  private static func drain(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
    var collected: [[UInt8]] = [[], []]
    var open = [first, second]
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while open.contains(where: { $0 >= 0 }) {
      var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      guard poll(&descriptors, nfds_t(descriptors.count), 10_000) > 0 else { break }
      for index in 0..<2 where open[index] >= 0 && descriptors[index].revents != 0 {
        let count = chunk.withUnsafeMutableBytes { read(open[index], $0.baseAddress, $0.count) }
        if count > 0 {
          collected[index] += chunk[..<count]
        } else {
          close(open[index])
          open[index] = -1
        }
      }
    }
    for descriptor in open where descriptor >= 0 { close(descriptor) }
    return (collected[0], collected[1])
  }
}
