import CGTK

/// Work handed to GLib's main loop from any thread: it runs on the loop's thread, the main
/// actor's, between events.
///
/// It runs at idle priority, below input and drawing: a followed input that never pauses
/// (a progress box fed `/dev/zero`) hands over work as fast as it is taken, and at default
/// priority that starved the frame clock, so Esc was never seen.
enum MainLoopPost {
  static func post(_ work: @escaping @MainActor @Sendable () -> Void) {
    let context = Unmanaged.passRetained(PostedWork(work)).toOpaque()
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, postedRun, context, postedRelease)
  }
}

/// The closure GLib's idle source carries.
private final class PostedWork: Sendable {
  let work: @MainActor @Sendable () -> Void

  init(_ work: @escaping @MainActor @Sendable () -> Void) {
    self.work = work
  }
}

private let postedRun: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { context in
  guard let context else { return 0 }
  let posted = Unmanaged<PostedWork>.fromOpaque(context).takeUnretainedValue()
  MainActor.assumeIsolated { posted.work() }
  return 0
}

private let postedRelease: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
  guard let context else { return }
  Unmanaged<PostedWork>.fromOpaque(context).release()
}
