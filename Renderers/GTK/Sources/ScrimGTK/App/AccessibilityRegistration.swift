import CGTK

/// Tells when this process has joined the accessibility registry, so that what its first
/// window said before then can be said again.
///
/// GTK 4.8 joins late: realizing the first window queues an idle that exports the
/// application's root object and calls the registry's `Embed` without waiting, and the
/// window's own objects are exported only when `Embed` replies. The window's `showing`,
/// `active`, `window:activate` and focus events go out before that, from objects a screen
/// reader cannot yet ask about, so Orca drops them (its debug log names their source
/// "[DEAD]") and says nothing when the box opens. GTK has no call that says it has joined;
/// the registry does: its desktop lists the application once `Embed` is handled.
///
/// So, once a window maps, a connection of our own to the accessibility bus watches the
/// desktop's children (`ChildrenChanged`, and `GetChildren` for one that joined before we
/// looked) for a bus name owned by this process, then waits until that name exports GTK's
/// cache object (which GTK does on `Embed`'s reply, on the main thread, so anything the
/// main loop runs after that sees the application's objects in place). Nothing waits for
/// it: the window shows at once, and without an accessibility bus the watch ends at its
/// first step.
@MainActor
enum AccessibilityRegistration {
  private enum State {
    case idle
    case watching(RegistryWatch, [@MainActor () -> Void])
    case registered
    case unavailable
  }

  private static var state = State.idle

  /// How long the watch waits for the registry before it gives up: a registry that has not
  /// embedded the application by then is not answering, and a screen reader started later
  /// hears later events.
  static let patience = 5_000

  /// Runs `body` once this process is in the accessibility registry, if it was not when
  /// asked; never when there is no accessibility bus or the registry does not answer
  /// within `patience` milliseconds.
  static func whenRegistered(_ body: @escaping @MainActor () -> Void) {
    switch state {
    case .registered, .unavailable:
      return
    case .watching(let watch, let waiting):
      state = .watching(watch, waiting + [body])
    case .idle:
      guard let start = RegistryWatch.start() else {
        state = .unavailable
        return
      }
      state = .watching(start, [body])
    }
  }

  /// The watch's deadline passed.
  fileprivate static func expire() {
    guard case .watching(let watch, _) = state else { return }
    watch.deadlinePassed()
    finish(registered: false)
  }

  /// The watch's ending: registered runs what waited for it.
  fileprivate static func finish(registered: Bool) {
    guard case .watching(let watch, let waiting) = state else { return }
    state = registered ? .registered : .unavailable
    watch.close()
    if registered { for body in waiting { body() } }
  }
}

/// One watch of the registry, on a connection of its own to the accessibility bus; every
/// step is an asynchronous call answered on the main loop.
@MainActor
private final class RegistryWatch {
  private static let registry = "org.a11y.atspi.Registry"
  private static let desktop = "/org/a11y/atspi/accessible/root"
  /// The object GTK exports on `Embed`'s reply.
  private static let cachePath = "/org/a11y/atspi/cache"

  private var connection: OpaquePointer?
  private var subscription: UInt32 = 0
  private var deadline: UInt32 = 0
  /// Bus names already asked about, so a name is looked up once.
  private var asked: Set<String> = []
  private var isClosed = false

  /// Starts watching, or nil when GTK has no accessibility bus to join.
  static func start() -> RegistryWatch? {
    if let setting = getenv("GTK_A11Y"), String(cString: setting) == "none" { return nil }
    let watch = RegistryWatch()
    if let address = getenv("AT_SPI_BUS_ADDRESS"), address.pointee != 0 {
      watch.connect(to: String(cString: address))
    } else if let session = getenv("DBUS_SESSION_BUS_ADDRESS"), session.pointee != 0 {
      // Without a session bus GLib would start one (dbus-launch) just to ask.
      watch.askBusAddress()
    } else {
      return nil
    }
    watch.deadline = g_timeout_add_full(
      G_PRIORITY_DEFAULT, guint(AccessibilityRegistration.patience), watchExpired, nil, nil)
    return watch
  }

  /// The accessibility bus's address, from the session bus's `org.a11y.Bus`.
  private func askBusAddress() {
    Pending.start { box in
      g_bus_get(G_BUS_TYPE_SESSION, nil, stepReady, box)
    } then: { [self] result in
      guard let result, let session = g_bus_get_finish(result, nil) else { return giveUp() }
      call(
        on: session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
        replyType: "(s)"
      ) { [self] reply in
        g_object_unref(UnsafeMutableRawPointer(session))
        guard let address = reply.flatMap(Self.firstString) else { return giveUp() }
        connect(to: address)
      }
    }
  }

  private func connect(to address: String) {
    let flags = GDBusConnectionFlags(
      G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
        | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
    Pending.start { box in
      g_dbus_connection_new_for_address(address, flags, nil, nil, stepReady, box)
    } then: { [self] result in
      guard let result, let connection = g_dbus_connection_new_for_address_finish(result, nil)
      else { return giveUp() }
      guard !isClosed else {
        g_object_unref(UnsafeMutableRawPointer(connection))
        return
      }
      self.connection = connection
      watchDesktop(on: connection)
    }
  }

  /// Listens for applications joining, then asks for those that already did.
  private func watchDesktop(on connection: OpaquePointer) {
    let context = Unmanaged.passRetained(self).toOpaque()
    subscription = g_dbus_connection_signal_subscribe(
      connection, Self.registry, "org.a11y.atspi.Event.Object", "ChildrenChanged", Self.desktop,
      "add", G_DBUS_SIGNAL_FLAGS_NONE, childAdded, context, watchRelease)
    call(
      on: connection, Self.registry, Self.desktop, "org.a11y.atspi.Accessible", "GetChildren",
      replyType: "(a(so))"
    ) { [self] reply in
      guard let reply, let children = g_variant_get_child_value(reply, 0) else { return }
      defer { g_variant_unref(children) }
      for index in 0..<g_variant_n_children(children) {
        guard let child = g_variant_get_child_value(children, index) else { continue }
        if let name = Self.firstString(of: child) { check(name) }
        g_variant_unref(child)
      }
    }
  }

  /// An application joined (`ChildrenChanged`'s fourth argument, a variant holding its
  /// bus name and path).
  fileprivate func joined(_ parameters: OpaquePointer) {
    guard let boxed = g_variant_get_child_value(parameters, 3) else { return }
    defer { g_variant_unref(boxed) }
    guard let reference = g_variant_get_variant(boxed) else { return }
    defer { g_variant_unref(reference) }
    if let name = Self.firstString(of: reference) { check(name) }
  }

  /// Whether the application `name` is this process.
  private func check(_ name: String) {
    guard let connection, !isClosed, asked.insert(name).inserted else { return }
    call(
      on: connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
      "GetConnectionUnixProcessID", arguments: [name], replyType: "(u)"
    ) { [self] reply in
      guard let reply, let value = g_variant_get_child_value(reply, 0) else { return }
      defer { g_variant_unref(value) }
      if g_variant_get_uint32(value) == guint32(getpid()) { awaitCache(of: name) }
    }
  }

  /// Waits until `name` exports GTK's cache object: `Embed`'s reply has been handled.
  private func awaitCache(of name: String) {
    guard let connection, !isClosed else { return }
    call(
      on: connection, name, Self.cachePath, "org.freedesktop.DBus.Introspectable", "Introspect",
      replyType: "(s)"
    ) { [self] reply in
      if let reply, Self.firstStringContains(reply, "org.a11y.atspi.Cache") {
        return AccessibilityRegistration.finish(registered: true)
      }
      // The registry listed us a moment before GTK read Embed's reply: ask again shortly,
      // until the deadline.
      let retry = Pending.make { [self] _ in awaitCache(of: name) }
      g_timeout_add_full(G_PRIORITY_DEFAULT, 10, retryFired, retry, nil)
    }
  }

  private func giveUp() {
    AccessibilityRegistration.finish(registered: false)
  }

  /// Ends the watch: the subscription, the deadline and the connection go.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    if deadline != 0 { g_source_remove(deadline) }
    deadline = 0
    guard let connection else { return }
    if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
    g_dbus_connection_close(connection, nil, nil, nil)
    g_object_unref(UnsafeMutableRawPointer(connection))
    self.connection = nil
  }

  /// The deadline's source is gone: it fired.
  func deadlinePassed() {
    deadline = 0
  }

  /// Calls a D-Bus method with string arguments and hands its reply (nil on an error) on.
  private func call(
    on connection: OpaquePointer, _ destination: String, _ path: String, _ interface: String,
    _ method: String, arguments: [String] = [], replyType: String,
    then handle: @escaping @MainActor (OpaquePointer?) -> Void
  ) {
    var children: [OpaquePointer?] = arguments.map { g_variant_new_string($0) }
    let parameters = children.withUnsafeMutableBufferPointer {
      g_variant_new_tuple($0.baseAddress, gsize($0.count))
    }
    let type = g_variant_type_new(replyType)
    defer { g_variant_type_free(type) }
    Pending.start { box in
      g_dbus_connection_call(
        connection, destination, path, interface, method, parameters, type,
        G_DBUS_CALL_FLAGS_NO_AUTO_START, 2_000, nil, stepReady, box)
    } then: { result in
      let reply = result.flatMap { g_dbus_connection_call_finish(connection, $0, nil) }
      handle(reply)
      if let reply { g_variant_unref(reply) }
    }
  }

  /// Whether the first string in a tuple holds `part`; in C, since Swift's substring
  /// search would link the regular expression engine into the program.
  private static func firstStringContains(_ tuple: OpaquePointer, _ part: String) -> Bool {
    guard g_variant_n_children(tuple) > 0, let first = g_variant_get_child_value(tuple, 0)
    else { return false }
    defer { g_variant_unref(first) }
    guard let text = g_variant_get_string(first, nil) else { return false }
    return strstr(text, part) != nil
  }

  /// The first string in a tuple: a reply's `(s)`, a reference's `(so)`.
  private static func firstString(of tuple: OpaquePointer) -> String? {
    guard g_variant_n_children(tuple) > 0, let first = g_variant_get_child_value(tuple, 0)
    else { return nil }
    defer { g_variant_unref(first) }
    return g_variant_get_string(first, nil).map { String(cString: $0) }
  }
}

/// A step waiting for GLib: its continuation, carried through a callback's user data.
///
/// Unchecked: made, called back and released on the main thread only.
private final class Pending: @unchecked Sendable {
  let next: @MainActor (OpaquePointer?) -> Void

  private init(_ next: @escaping @MainActor (OpaquePointer?) -> Void) {
    self.next = next
  }

  /// A retained continuation for a source that calls back once.
  @MainActor
  static func make(_ next: @escaping @MainActor (OpaquePointer?) -> Void)
    -> UnsafeMutableRawPointer
  {
    Unmanaged.passRetained(Pending(next)).toOpaque()
  }

  /// Starts an asynchronous call with a continuation for its result.
  @MainActor
  static func start(
    _ call: (UnsafeMutableRawPointer) -> Void,
    then next: @escaping @MainActor (OpaquePointer?) -> Void
  ) {
    call(make(next))
  }

  /// Runs and releases the continuation behind `context`.
  static func resume(_ context: UnsafeMutableRawPointer?, with result: OpaquePointer?) {
    guard let context else { return }
    let pending = Unmanaged<Pending>.fromOpaque(context).takeRetainedValue()
    let box = UncheckedPointer(pointer: result)
    MainActor.assumeIsolated { pending.next(box.pointer) }
  }
}

/// A GLib pointer handed to the main actor from a callback already running on its thread.
private struct UncheckedPointer: @unchecked Sendable {
  var pointer: OpaquePointer?
}

// GLib calls these on the main thread, from the main loop: the calls were made there and
// the main context is the thread's default.

private let stepReady: GAsyncReadyCallback = { _, result, context in
  Pending.resume(context, with: result)
}

private let retryFired: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { context in
  Pending.resume(context, with: nil)
  return 0
}

private let watchExpired: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { _ in
  MainActor.assumeIsolated { AccessibilityRegistration.expire() }
  return 0
}

private let childAdded: GDBusSignalCallback = {
  _, _, _, _, _, parameters, context in
  guard let context, let parameters else { return }
  let box = UncheckedPointer(pointer: parameters)
  let raw = UInt(bitPattern: context)
  MainActor.assumeIsolated {
    guard let pointer = UnsafeMutableRawPointer(bitPattern: raw), let parameters = box.pointer
    else { return }
    Unmanaged<RegistryWatch>.fromOpaque(pointer).takeUnretainedValue().joined(parameters)
  }
}

// GDBus may free a subscription's data on its own thread; releasing is safe on any.
private let watchRelease: GDestroyNotify = { context in
  guard let context else { return }
  Unmanaged<RegistryWatch>.fromOpaque(context).release()
}
