import CGTK

/// Runs a closure on GLib's main loop once a delay has passed on a clock, the runner's
/// injectable one: a test moves a manual clock and the alarm goes off, nobody sleeps.
///
/// The deadline is fixed when the alarm is made, so moving the clock before the sleeping
/// task starts still sets it off.
@MainActor
final class ClockAlarm {
  private var task: Task<Void, Never>?
  private let call: MainLoopCall

  init(clock: any Clock<Duration>, after delay: Duration, _ body: @escaping @MainActor () -> Void) {
    call = MainLoopCall(body)
    task = Self.start(clock, delay, call)
  }

  /// Stops the alarm if it has not gone off.
  func cancel() {
    task?.cancel()
    call.cancel()
  }

  private static func start<C: Clock>(_ clock: C, _ delay: C.Duration, _ call: MainLoopCall)
    -> Task<Void, Never>
  {
    let deadline = clock.now.advanced(by: delay)
    return Task.detached {
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return
      }
      call.post()
    }
  }
}

/// A closure for the main loop, posted from any thread with `g_idle_add`.
private final class MainLoopCall: @unchecked Sendable {
  // Read and written on the main thread only: `post` hands the call to the main loop.
  private var body: (@MainActor () -> Void)?

  init(_ body: @escaping @MainActor () -> Void) {
    self.body = body
  }

  /// Drops the closure: a call already posted does nothing.
  @MainActor
  func cancel() {
    body = nil
  }

  /// Runs the closure on the main loop's next turn.
  func post() {
    let context = Unmanaged.passRetained(self).toOpaque()
    g_idle_add_full(G_PRIORITY_HIGH, mainLoopCallFired, context, nil)
  }

  @MainActor
  fileprivate func fire() {
    let body = self.body
    self.body = nil
    body?()
  }
}

private let mainLoopCallFired: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = {
  context in
  guard let context else { return 0 }
  let call = Unmanaged<MainLoopCall>.fromOpaque(context).takeRetainedValue()
  MainActor.assumeIsolated { call.fire() }
  return 0
}
