import ScrimCore
import ScrimSystem
import ScrimTesting

/// Shows, replaces, suspends, resumes and drains many snackbars on a manual clock, so the
/// snackbar manager's per-operation cost and its memory after a drain show.
@MainActor
let queueBenchmark = Benchmark(
  name: "queue",
  summary: "100,000 snackbars shown, replaced by category, suspended, resumed and drained, twice"
) {
  let clock = ManualClock()
  let manager = SnackbarManager(clock: clock)
  let count = 100_000
  let tally = Tally()
  let categories = (0..<16).map { "category \($0)" }
  let uniqueCategories = (0..<count).map { "c\($0)" }
  let baseline = residentKiB()
  var peak = baseline ?? 0
  var operations = 0

  /// Moves the clock to each deadline in turn until nothing is left, as a run loop would.
  @MainActor func drain() {
    while manager.hasMessagesShowingOrQueued, let deadline = manager.nextDeadline {
      clock.advance(to: ManualClock.Instant(offset: deadline))
      manager.update()
      operations += 1
      if operations % 1024 == 0 { _ = manager.takeAnnouncements() }
    }
    _ = manager.takeAnnouncements()
  }

  @MainActor func message(_ category: String, priority: SnackbarMessage.Priority = .normal)
    -> SnackbarMessage
  {
    SnackbarMessage(
      text: "Message", category: category, priority: priority,
      completion: { tally.record($0) })
  }

  let cpuBefore = threadSeconds()
  let seconds = measureSeconds {
    // Round 1: 16 categories, so nearly every message replaces a queued one.
    var hold: SuspensionToken? = manager.suspendMessages()
    operations += 1
    for index in 0..<count {
      manager.show(message(categories[index % categories.count]))
      operations += 1
    }
    if let hold { manager.resumeMessages(token: hold) }
    hold = nil
    operations += 1
    drain()
    peak = max(peak, residentKiB() ?? 0)

    // Round 2: a category per message, so all of them queue; one in 100 is high priority.
    hold = manager.suspendMessages()
    operations += 1
    for index in 0..<count {
      manager.show(message(uniqueCategories[index], priority: index % 100 == 99 ? .high : .normal))
      operations += 1
    }
    peak = max(peak, residentKiB() ?? 0)
    hold = nil
    manager.update()
    operations += 1
    drain()
  }
  let cpu = threadSeconds() - cpuBefore
  let after = residentKiB()
  let trimmed = trimHeap() ? residentKiB() : nil
  print("  ended: \(tally.total) of \(2 * count) (\(tally.summary))")
  print(
    "  time: \(format(seconds * 1000)) ms for \(operations) operations, "
      + "\(format(Double(operations) / seconds, decimals: 0)) ops/s")
  print(
    "  on-CPU: \(format(cpu * 1000)) ms, \(format(Double(operations) / cpu, decimals: 0)) ops/s "
      + "(the machine is shared; wall time includes waiting for a core)")
  if let baseline, let after {
    print("  resident: \(baseline) KiB before, \(peak) KiB at peak, \(after) KiB after the drain")
  }
  if let trimmed {
    print("  resident after malloc_trim(0): \(trimmed) KiB")
  }
}

/// Counts completions by reason.
@MainActor
private final class Tally {
  private var counts = [Int](repeating: 0, count: MessageEndReason.allCases.count)

  var total: Int { counts.reduce(0, +) }

  var summary: String {
    zip(MessageEndReason.allCases, counts).compactMap { reason, count in
      count > 0 ? "\(reason) \(count)" : nil
    }.joined(separator: ", ")
  }

  func record(_ reason: MessageEndReason) {
    switch reason {
    case .action: counts[0] += 1
    case .dismissedByUser: counts[1] += 1
    case .timeout: counts[2] += 1
    case .replaced: counts[3] += 1
    case .programmatic: counts[4] += 1
    }
  }
}

/// Asks glibc's allocator to give its free pages back to the system (`malloc_trim(0)`), found
/// with `dlsym` because Glibc's module does not export `malloc.h`; false elsewhere.
///
/// The resident size after a trim shows what is still in use rather than what malloc keeps
/// for later.
private func trimHeap() -> Bool {
  #if canImport(Glibc)
    guard let symbol = dlsym(nil, "malloc_trim") else { return false }
    let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    return trim(0) != 0 || true
  #else
    return false
  #endif
}
