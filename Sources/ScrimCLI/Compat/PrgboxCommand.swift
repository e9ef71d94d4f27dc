import ScrimSystem

/// The command of dialog's `--prgbox`, run with `sh -c` as dialog runs it: its standard
/// output and standard error, together, are what the box follows, as a program box
/// follows its standard input.
@MainActor
package enum PrgboxCommand {
  /// Whether a prgbox runs its command; the fuzzer, whose command lines are random, turns
  /// it off, and the box then follows an input that ends at once.
  package static var runsCommands = true

  /// The descriptor whose lines `box` follows: a prgbox's command's output, started now;
  /// `input` for any other box.
  ///
  /// A command that cannot be started (no `/bin/sh`, no descriptors left) is an input that
  /// ends at once: the box shows nothing and offers OK, as dialog's does when its shell
  /// fails.
  static func input(for box: CompatBox, otherwise input: Int32) -> Int32 {
    guard box.kind == .prgbox else { return input }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return input }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    if runsCommands { start(box.rest.first ?? "", writingTo: ends[1]) }
    // Only the command holds the writing end now: its end (or none) ends the input.
    close(ends[1])
    return ends[0]
  }

  /// Starts `sh -c command` with its standard output and error on `output`.
  ///
  /// - Returns: Whether it started.
  @discardableResult
  private static func start(_ command: String, writingTo output: Int32) -> Bool {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, output, STDERR_FILENO)
    let arguments: [UnsafeMutablePointer<CChar>?] = ["sh", "-c", command].map {
      (word: String) in strdup(word)
    }
    defer { for argument in arguments { free(argument) } }
    var process: pid_t = 0
    let status = posix_spawn(&process, "/bin/sh", &actions, nil, arguments + [nil], environ)
    return status == 0
  }
}
