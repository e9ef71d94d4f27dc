import ScrimSystem

#if canImport(Darwin)
  import Dispatch
#endif

/// Runs the main actor's work on the main thread for as long as the process lives.
///
/// An `async` top level would end in `dispatch_main()`, which ends the main thread with
/// `pthread_exit`. In a static binary that first unwind makes libgcc sort the frame
/// descriptions of the whole binary (about a third of the CPU to the first frame, and a
/// megabyte of its pages read), and Dispatch then drains the main queue on its worker
/// threads, whose first use starts a pool monitor that wakes the process every second
/// for good. Waiting on the main queue's own event descriptor instead, as
/// CoreFoundation's run loop does, leaves the process asleep until a key, a signal or a
/// timer has work for it.
enum MainThreadLoop {
  /// Drains the main queue whenever Dispatch signals work on it; never returns (the
  /// command ends the process).
  static func run() -> Never {
    #if os(Linux)
      let handle = mainQueueHandle()
      var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
      while true {
        drainMainQueue(nil)
        descriptor.revents = 0
        guard poll(&descriptor, 1, -1) > 0 else { continue }
        // The descriptor is an eventfd that Dispatch bumps for each wake-up; reading it
        // resets it (it is non-blocking, so a lost race returns EAGAIN).
        var count: UInt64 = 0
        _ = read(handle, &count, MemoryLayout<UInt64>.size)
      }
    #else
      dispatchMain()
    #endif
  }
}

#if os(Linux)
  // Dispatch's entry points for a run loop on the main thread (CoreFoundation's), exported
  // by libdispatch on Linux but declared in no header Swift imports.
  @_silgen_name("_dispatch_get_main_queue_handle_4CF")
  private func mainQueueHandle() -> Int32

  @_silgen_name("_dispatch_main_queue_callback_4CF")
  private func drainMainQueue(_ message: UnsafeMutableRawPointer?)
#endif
