import ScrimSystem

/// Opens a pseudo-terminal and the pipes, and forks and executes the program in them.
///
/// Tests run on many threads, and a fork on one thread copies every descriptor the
/// others have open: each descriptor made here is close-on-exec at once, so no other
/// test's program holds it, and the child closes whatever others leaked before it runs.
struct PseudoTerminalLaunch {
  var pid: pid_t = -1
  var master: Int32 = -1
  var slave: Int32 = -1
  var outputPipe: Int32 = -1
  var errorPipe: Int32 = -1
  var attributes = termios()

  init(
    executable: String, arguments: [String], environment: [String], size: winsize,
    input: PseudoTerminal.Input, output: PseudoTerminal.Output, error: PseudoTerminal.Output
  ) throws(PseudoTerminalError) {
    var opened: [Int32] = []
    var keep = false
    defer { if !keep { for descriptor in opened { close(descriptor) } } }
    var size = size
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw .systemCall("openpty", errno: errno)
    }
    opened += [master, slave]
    Self.closeOnExec(master)
    Self.closeOnExec(slave)
    guard tcgetattr(slave, &attributes) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
    var nullDevice: Int32 = -1
    if input == .nullDevice {
      nullDevice = open("/dev/null", O_RDONLY | O_CLOEXEC)
      guard nullDevice >= 0 else { throw .systemCall("open /dev/null", errno: errno) }
      opened.append(nullDevice)
    }
    var outputEnds: [Int32] = [-1, -1]
    var errorEnds: [Int32] = [-1, -1]
    if output == .pipe {
      try Self.makePipe(&outputEnds)
      opened += outputEnds
    }
    if error == .pipe {
      try Self.makePipe(&errorEnds)
      opened += errorEnds
    }
    // Everything the child touches is made before the fork: after it, only system calls.
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    let stdinSource = input == .nullDevice ? nullDevice : -1
    let stdoutTarget = outputEnds[1]
    let stderrTarget = errorEnds[1]
    let slave = slave
    guard let path = argv[0] else { throw .systemCall("strdup", errno: ENOMEM) }
    let highest = Int32(clamping: min(sysconf(Int32(_SC_OPEN_MAX)), 1024))
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    let child = fork()
    if child == 0 {
      // Signals as a shell leaves them: the forking thread may be one of Dispatch's
      // workers, which block SIGINT, SIGTERM and more, and a mask outlives execve.
      sigprocmask(SIG_SETMASK, &noSignals, nil)
      var number: Int32 = 1
      while number < 32 {
        if number != SIGKILL && number != SIGSTOP { _ = signal(number, SIG_DFL) }
        number += 1
      }
      // A new session led by the child, with the terminal as its controlling one and
      // as stdin, stdout and stderr.
      if login_tty(slave) != 0 { _exit(126) }
      if stdinSource >= 0 { dup2(stdinSource, 0) }
      if stdoutTarget >= 0 { dup2(stdoutTarget, 1) }
      if stderrTarget >= 0 { dup2(stderrTarget, 2) }
      var descriptor: Int32 = 3
      while descriptor < highest {
        close(descriptor)
        descriptor += 1
      }
      execve(path, argv, envp)
      _exit(127)
    }
    guard child > 0 else { throw .systemCall("fork", errno: errno) }
    pid = child
    keep = true
    for descriptor in [nullDevice, outputEnds[1], errorEnds[1]] where descriptor >= 0 {
      close(descriptor)
    }
    outputPipe = outputEnds[0]
    errorPipe = errorEnds[0]
  }

  private static func makePipe(_ ends: inout [Int32]) throws(PseudoTerminalError) {
    guard pipe(&ends) == 0 else { throw .systemCall("pipe", errno: errno) }
    closeOnExec(ends[0])
    closeOnExec(ends[1])
  }

  private static func closeOnExec(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }
}
