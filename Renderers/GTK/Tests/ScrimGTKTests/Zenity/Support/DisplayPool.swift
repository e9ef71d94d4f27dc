import Dispatch

/// A few private displays shared by the corpus's cases: a case waits for a free one, so at
/// most `size` pairs of programs run at once on the machine's two cores.
actor DisplayPool {
  /// The pool the corpus tests share, started on first use.
  static let shared = DisplayPool(size: 3)

  private let size: Int
  private var displays: [PrivateDisplay] = []
  private var free: [PrivateDisplay] = []
  private var waiting: [CheckedContinuation<PrivateDisplay, Never>] = []

  init(size: Int) { self.size = size }

  /// Runs `body` on a thread of its own with a display no other case is using.
  func withDisplay<Result: Sendable>(
    _ body: @escaping @Sendable (PrivateDisplay) -> Result
  ) async throws -> Result {
    let display = try await acquire()
    let result = await withCheckedContinuation { continuation in
      // The work blocks (processes, pipes, xdotool): off Swift's cooperative threads.
      DispatchQueue.global().async { continuation.resume(returning: body(display)) }
    }
    release(display)
    return result
  }

  private func acquire() async throws -> PrivateDisplay {
    if let display = free.popLast() { return display }
    if displays.count < size {
      let display = try PrivateDisplay()
      displays.append(display)
      return display
    }
    return await withCheckedContinuation { waiting.append($0) }
  }

  private func release(_ display: PrivateDisplay) {
    if waiting.isEmpty {
      free.append(display)
    } else {
      waiting.removeFirst().resume(returning: display)
    }
  }
}
