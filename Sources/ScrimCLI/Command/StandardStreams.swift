import ScrimSystem

/// stdin, stdout and stderr as the process found them, made safe to use when one was
/// closed (`scrim ... >&-`).
///
/// A closed stream's descriptor would be the next one `open` or `pipe` hands out: the
/// result would go into /dev/tty or the signal pipe, and answers would be read from it.
/// So `claim()` puts /dev/null in its place first. A closed stdin then reads as the end
/// of input, and a closed stdout fails the first write of a result, so the loss is
/// reported (exit 74) instead of silent. A closed stderr takes no result either (the
/// drop-ins' results go there), and the messages meant for it go to the terminal instead,
/// so that the one who closed it still learns why an answer was refused.
///
///     let streams = StandardStreams.claim()
///     let command = ScrimCommand(..., output: streams.output, errors: streams.errors)
package struct StandardStreams {
  /// The descriptors among 0, 1 and 2 that were closed.
  package let closed: Set<Int32>
  /// Where the result goes: stdout, or, when it was closed, an output that fails the
  /// first write with "it is closed".
  package let output: any TextOutput
  /// Where messages go: stderr, or, when it was closed, the terminal (/dev/null when
  /// there is none).
  package let errors: any TextOutput

  /// Puts /dev/null in place of each closed standard stream; call it before anything
  /// opens a file.
  package static func claim() -> StandardStreams {
    var closed: Set<Int32> = []
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      closed.insert(descriptor)
      let placeholder = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      // The lowest free descriptor is this one, as 0 to 2 are claimed in order.
      if placeholder >= 0, placeholder != descriptor {
        dup2(placeholder, descriptor)
        close(placeholder)
      }
    }
    let output =
      closed.contains(STDOUT_FILENO)
      ? FileOutput(unwritable: "it is closed") : FileOutput(STDOUT_FILENO)
    var errors = FileOutput(STDERR_FILENO)
    if closed.contains(STDERR_FILENO) {
      // Close-on-exec, as every file scrim opens for itself: see `FileOutput.named`.
      let terminal = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
      if terminal >= 0 { errors = FileOutput(terminal) }
    }
    return StandardStreams(closed: closed, output: output, errors: errors)
  }
}
