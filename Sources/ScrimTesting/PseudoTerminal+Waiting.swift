extension PseudoTerminal {
  /// Reads what the program writes until `condition` holds, the program has ended and
  /// written everything without it holding, or `timeout` passes on the real clock.
  ///
  /// The deadline is only a safety net for a broken program: nothing waits for it when
  /// the program behaves, so keep it generous. The test suspends meanwhile; no thread
  /// is held.
  ///
  /// - Returns: Whether the condition held.
  @discardableResult
  public func wait(
    timeout: Duration = .seconds(10), until condition: (PseudoTerminal) -> Bool
  ) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      absorb()
      if condition(self) { return true }
      if exit != nil || clock.now >= deadline { return false }
      await reader.nextEvent()
    }
  }

  /// Reads until `text` shows on one row of the screen; true when it does.
  @discardableResult
  public func waitForScreen(
    containing text: String, timeout: Duration = .seconds(10)
  ) async -> Bool {
    await wait(timeout: timeout) { $0.screen.contains(text) }
  }

  /// Reads until `text` appears in what was written to the terminal; true when it does.
  @discardableResult
  public func waitForOutput(
    containing text: String, timeout: Duration = .seconds(10)
  ) async -> Bool {
    let needle = Array(text.utf8)
    return await wait(timeout: timeout) { $0.output.containsRun(needle) }
  }

  /// Reads everything until the program ends, and says how it ended, or nil when it is
  /// still running after `timeout`.
  public func waitForExit(timeout: Duration = .seconds(10)) async -> Exit? {
    await wait(timeout: timeout) { $0.exit != nil }
    return exit
  }

  /// Takes what the reader has read: terminal bytes into `output` and `screen`, pipe
  /// bytes into `standardOutput` and `standardError`, and the end.
  func absorb() {
    let taken = reader.take()
    output += taken.terminal
    let takenAt = ContinuousClock.now
    var start = 0
    // Read by read, so the history has each state the screen passed through.
    for read in taken.terminalReads {
      let end = start + read.count
      screen.feed(Array(taken.terminal[start..<end]))
      history.append(
        PseudoTerminal.Moment(
          readAfter: startedAt.duration(to: read.at), takenAfter: startedAt.duration(to: takenAt),
          byteCount: read.count, lines: screen.lines))
      start = end
    }
    standardOutput += taken.output
    standardError += taken.error
    if exit == nil {
      exit = taken.exit
      exitAfter = taken.exitAt.map { startedAt.duration(to: $0) }
    }
  }
}

extension Array where Element == UInt8 {
  /// Whether `needle` occurs as a contiguous run.
  fileprivate func containsRun(_ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard needle.count <= count else { return false }
    for start in 0...(count - needle.count)
    where self[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }
}
