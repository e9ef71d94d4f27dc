import ScrimSystem

/// A file descriptor a script names by number (`--output-fd N`, `--input-fd N`, dialog's
/// `--file &N`), which must be one the script handed over open.
///
/// A descriptor the script closed (`3>&-`) takes the number of the next file scrim opens
/// for itself (the runtime's event descriptor, the terminal, a pipe of its own): an answer
/// written there is lost although the write succeeds, and a read there waits forever. A
/// descriptor a program inherits never has close-on-exec set (exec closed those), and
/// scrim opens every file of its own with it, so the flag tells them apart.
enum ScriptDescriptor {
  /// Why `descriptor` cannot be used to write (or, `writing` false, to read), or nil.
  static func problem(_ descriptor: Int32, writing: Bool) -> String? {
    let flags = fcntl(descriptor, F_GETFD)
    if flags == -1 { return "descriptor \(descriptor) is not open" }
    if flags & FD_CLOEXEC != 0 {
      return "descriptor \(descriptor) was closed when the program started"
    }
    let mode = fcntl(descriptor, F_GETFL) & O_ACCMODE
    if writing, mode == O_RDONLY { return "descriptor \(descriptor) is open for reading only" }
    if !writing, mode == O_WRONLY { return "descriptor \(descriptor) is open for writing only" }
    return nil
  }
}
