import ScrimSystem

/// Starts a POSIX thread running a closure, for work that blocks in the kernel (poll,
/// read) and so must stay off Swift's cooperative pool.
package enum PlatformThread {
  /// Starts `body` on a new thread.
  ///
  /// - Returns: The thread, to join later, or nil when the system refuses one.
  package static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    #if canImport(Glibc)
      // glibc's pthread_t is an integer.
      var handle = pthread_t()
    #else
      // musl's and Darwin's pthread_t is a pointer that pthread_create fills in.
      var handle: pthread_t?
    #endif
    // The start routine's argument is optional in glibc's and musl's headers and not in
    // Darwin's; `enterThread` takes either.
    let result = pthread_create(&handle, nil, { enterThread($0) }, context)
    guard result == 0 else {
      Unmanaged<Body>.fromOpaque(context).release()
      return nil
    }
    return handle
  }

  /// The closure, boxed so it can cross pthread_create's C callback.
  fileprivate final class Body: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
}

/// A new thread's first call: runs the boxed closure and releases it.
private func enterThread(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  guard let context else { return nil }
  Unmanaged<PlatformThread.Body>.fromOpaque(context).takeRetainedValue().run()
  return nil
}
