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
      var handle = pthread_t()
      let result = pthread_create(
        &handle, nil,
        { context in
          guard let context else { return nil }
          Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
          return nil
        }, context)
    #else
      var handle: pthread_t?
      let result = pthread_create(
        &handle, nil,
        { context in
          Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
          return nil
        }, context)
    #endif
    guard result == 0 else {
      Unmanaged<Body>.fromOpaque(context).release()
      return nil
    }
    return handle
  }

  /// The closure, boxed so it can cross pthread_create's C callback.
  private final class Body: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
}
