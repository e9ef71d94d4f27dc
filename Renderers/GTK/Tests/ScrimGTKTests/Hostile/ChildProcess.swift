import CGTK
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A program started by a test as its own process (`scrim-gtk`, an X server), in a
/// process group of its own, with arguments given as bytes (they need not be UTF-8), its
/// stdout and stderr in pipes, and a temporary directory of its own as TMPDIR.
final class ChildProcess {
  let pid: pid_t
  /// The child's TMPDIR, empty at the start, removed by `removeTemporaryDirectory()`.
  let temporaryDirectory: String
  private var output: Int32
  private var errors: Int32
  private(set) var outputText: [UInt8] = []
  private(set) var errorText: [UInt8] = []
  /// How the child ended, once `wait()` saw it.
  private(set) var ending: (status: Int32?, signal: Int32?)?

  /// Starts `executable`.
  ///
  /// - Parameter environment: Variables set over this process's own.
  init(
    _ executable: String, _ arguments: [[UInt8]], environment: [String: String] = [:]
  ) throws {
    var template = Array("/tmp/scrim-gtk-test-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
      buffer.baseAddress.flatMap(mkdtemp).map { String(cString: $0) }
    }
    temporaryDirectory = try #require(made, "a temporary directory for the child")
    var outputEnds: [Int32] = [-1, -1]
    var errorEnds: [Int32] = [-1, -1]
    try #require(pipe(&outputEnds) == 0 && pipe(&errorEnds) == 0, "pipes for the child")
    // Not inherited by any other child a test starts meanwhile.
    for descriptor in outputEnds + errorEnds { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    output = outputEnds[0]
    errors = errorEnds[0]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outputEnds[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorEnds[1], 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A group of its own, so that what it leaves running can be found; signals as a
    // shell leaves them (a test thread may block some).
    var none = sigset_t()
    sigemptyset(&none)
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    variables["TMPDIR"] = temporaryDirectory
    variables.merge(environment) { _, given in given }
    let argv = ([Array(executable.utf8)] + arguments).map(Self.cString) + [nil]
    let envp = variables.map { Self.cString(Array("\($0.key)=\($0.value)".utf8)) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var child: pid_t = 0
    let result = posix_spawnp(&child, executable, &actions, &attributes, argv, envp)
    close(outputEnds[1])
    close(errorEnds[1])
    try #require(result == 0, "\(executable) started (posix_spawn: \(result))")
    pid = child
  }

  deinit {
    if ending == nil {
      kill(-pid, SIGKILL)
      _ = wait()
    }
    if output >= 0 { close(output) }
    if errors >= 0 { close(errors) }
  }

  /// One of the child's output streams.
  enum Stream {
    case output, errors
  }

  /// Reads `stream` until a line starting with `prefix` came, the child ended, or
  /// `timeout` passed.
  ///
  /// - Returns: The line, or nil.
  func waitForLine(
    on stream: Stream, startingWith prefix: String, timeout: Duration = .seconds(20)
  ) -> String? {
    let deadline = ContinuousClock.now + timeout
    while true {
      let text = String(decoding: stream == .output ? outputText : errorText, as: UTF8.self)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      if let line = lines.first(where: { $0.hasPrefix(prefix) }) { return String(line) }
      let left = deadline - ContinuousClock.now
      guard left > .zero else { return nil }
      let read =
        stream == .output
        ? readSome(output, into: &outputText, waiting: left)
        : readSome(errors, into: &errorText, waiting: left)
      guard read else { return nil }
    }
  }

  /// Waits for the child to end, reading what it writes meanwhile.
  @discardableResult
  func wait() -> (status: Int32?, signal: Int32?) {
    if let ending { return ending }
    while readSome(output, into: &outputText, waiting: .seconds(30)) {}
    while readSome(errors, into: &errorText, waiting: .seconds(30)) {}
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7F
    let ended: (Int32?, Int32?) = signal == 0 ? ((status >> 8) & 0xFF, nil) : (nil, signal)
    ending = ended
    return ended
  }

  /// Whether any process of the child's group is left, the child itself included.
  var groupIsRunning: Bool {
    kill(-pid, 0) == 0 || errno == EPERM
  }

  /// What is in the child's temporary directory.
  func temporaryFiles() -> [String] {
    guard let directory = opendir(temporaryDirectory) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Removes the (empty) temporary directory.
  func removeTemporaryDirectory() {
    rmdir(temporaryDirectory)
  }

  /// Reads what `descriptor` has within `waiting`; false at its end or when nothing came.
  private func readSome(
    _ descriptor: Int32, into buffer: inout [UInt8], waiting: Duration
  ) -> Bool {
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(max(0, waiting.components.seconds * 1000 + 1))
    guard poll(&poller, 1, milliseconds) > 0 else { return false }
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    buffer += chunk[0..<count]
    return true
  }

  private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
    guard let memory = malloc(bytes.count + 1) else { return nil }
    let pointer = memory.assumingMemoryBound(to: CChar.self)
    for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
    pointer[bytes.count] = 0
    return pointer
  }
}

/// The `scrim-gtk` built beside the tests (`swift build --build-tests` builds it too).
func scrimGTKExecutable() throws -> String {
  var path = [CChar](repeating: 0, count: 4096)
  let length = readlink("/proc/self/exe", &path, path.count - 1)
  try #require(length > 0, "the test binary's path")
  let binary = String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  let directory = binary.split(separator: "/", omittingEmptySubsequences: false).dropLast()
  let executable = directory.joined(separator: "/") + "/scrim-gtk"
  try #require(access(executable, X_OK) == 0, "scrim-gtk is built at \(executable)")
  return executable
}
