import ScrimSystem

/// A display or bus that start-up talks to (the X server, the Wayland compositor, the
/// session bus), as the environment names it, with a way to ask whether it answers at all.
///
/// GDK and GDBus wait without a limit for the first reply of a server that accepted the
/// connection: one that never replies (a frozen compositor, a dead SSH forwarding, a stale
/// socket held open) would hang the program for ever, as it hangs zenity. The question is
/// asked only once start-up has already waited (`AnswerDeadline`), on a connection of its
/// own, with the first request each protocol's client sends, so a normal start pays
/// nothing for it.
package struct SilentPeer: Sendable, Equatable {
  /// Which protocol the peer speaks.
  package enum Kind: Sendable, Equatable {
    case x11, wayland, bus
  }

  /// Where a socket listens.
  package enum Address: Sendable, Equatable {
    /// A Unix socket at a path in the file system.
    case path(String)
    /// A Unix socket in Linux's abstract namespace.
    case abstract(String)
    /// A TCP port of a host.
    case tcp(host: String, port: String)
  }

  /// The protocol.
  package var kind: Kind
  /// The name as the user set it: `:1`, `wayland-0`, `unix:path=/run/user/1000/bus`.
  package var name: String
  /// The sockets the client tries, in its order.
  package var addresses: [Address]

  /// The peer for people: "the X display :1", "the session bus unix:path=...".
  package var description: String {
    switch kind {
    case .x11: return "the X display \(name)"
    case .wayland: return "the Wayland display \(name)"
    case .bus: return "the session bus \(name)"
    }
  }

  /// The first bytes a client of this protocol sends; any reply at all is an answer.
  var greeting: [UInt8] {
    switch kind {
    // X's connection set-up, little-endian, protocol 11.0, no authorization: the server
    // replies Success, Failed or Authenticate.
    case .x11: return [0x6C, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    // wl_display.sync (object 1, opcode 0, 12 bytes) for a new callback 2: the compositor
    // replies with the callback's done.
    case .wayland: return [1, 0, 0, 0, 0, 0, 12, 0, 2, 0, 0, 0]
    // D-Bus's credentials byte and an AUTH with no mechanism: the bus replies REJECTED.
    case .bus: return Array("\0AUTH\r\n".utf8)
    }
  }
}

extension SilentPeer {
  /// The displays GDK may be waiting on, in the order it tries them, as `variable` names
  /// them (`GDK_BACKEND`, `WAYLAND_DISPLAY`, `XDG_RUNTIME_DIR`, `DISPLAY`), then the session
  /// bus, which GTK asks while it opens the display.
  package static func displays(_ variable: (String) -> String?) -> [SilentPeer] {
    let backends = (variable("GDK_BACKEND") ?? "").split(separator: ",").map(String.init)
    let tries = { (backend: String) in
      backends.isEmpty || backends.contains(backend) || backends.contains("*")
    }
    var peers: [SilentPeer] = []
    if tries("wayland"), let wayland = wayland(variable) { peers.append(wayland) }
    if tries("x11"), let x11 = x11(variable("DISPLAY") ?? "") { peers.append(x11) }
    if let bus = sessionBus(variable) { peers.append(bus) }
    return peers
  }

  /// The Wayland display: `WAYLAND_DISPLAY`, a path or a name in `XDG_RUNTIME_DIR`,
  /// `wayland-0` when unset, as libwayland's client finds it.
  static func wayland(_ variable: (String) -> String?) -> SilentPeer? {
    let name = variable("WAYLAND_DISPLAY").flatMap { $0.isEmpty ? nil : $0 } ?? "wayland-0"
    if name.hasPrefix("/") {
      return SilentPeer(kind: .wayland, name: name, addresses: [.path(name)])
    }
    guard let directory = variable("XDG_RUNTIME_DIR"), !directory.isEmpty else { return nil }
    return SilentPeer(kind: .wayland, name: name, addresses: [.path(directory + "/" + name)])
  }

  /// The X display `display` names (`:1`, `:1.0`, `unix:1`, `host:10.0`, a socket's path),
  /// as Xlib connects to it: locally the abstract socket first, then the file.
  static func x11(_ display: String) -> SilentPeer? {
    guard !display.isEmpty else { return nil }
    if display.hasPrefix("/") {
      return SilentPeer(kind: .x11, name: display, addresses: [.path(display)])
    }
    guard let colon = display.lastIndex(of: ":") else { return nil }
    let host = String(display[..<colon])
    let number = display[display.index(after: colon)...].prefix { $0.isNumber }
    guard !number.isEmpty, let value = Int(number) else { return nil }
    if host.isEmpty || host == "unix" {
      let path = "/tmp/.X11-unix/X\(number)"
      return SilentPeer(kind: .x11, name: display, addresses: [.abstract(path), .path(path)])
    }
    return SilentPeer(
      kind: .x11, name: display, addresses: [.tcp(host: host, port: String(6000 + value))])
  }

  /// The session bus: `DBUS_SESSION_BUS_ADDRESS`'s `unix:` and `tcp:` entries, or the
  /// `bus` socket in `XDG_RUNTIME_DIR` when unset, as GDBus finds it.
  package static func sessionBus(_ variable: (String) -> String?) -> SilentPeer? {
    guard let address = variable("DBUS_SESSION_BUS_ADDRESS"), !address.isEmpty else {
      guard let directory = variable("XDG_RUNTIME_DIR"), !directory.isEmpty else { return nil }
      let path = directory + "/bus"
      return SilentPeer(kind: .bus, name: "unix:path=" + path, addresses: [.path(path)])
    }
    var addresses: [Address] = []
    for entry in address.split(separator: ";") {
      guard let colon = entry.firstIndex(of: ":") else { continue }
      let transport = entry[..<colon]
      var keys: [String: String] = [:]
      for pair in entry[entry.index(after: colon)...].split(separator: ",") {
        guard let equals = pair.firstIndex(of: "=") else { continue }
        keys[String(pair[..<equals])] = unescaped(pair[pair.index(after: equals)...])
      }
      if transport == "unix", let path = keys["path"] {
        addresses.append(.path(path))
      } else if transport == "unix", let name = keys["abstract"] {
        addresses.append(.abstract(name))
      } else if transport == "tcp", let host = keys["host"], let port = keys["port"] {
        addresses.append(.tcp(host: host, port: port))
      }
    }
    guard !addresses.isEmpty else { return nil }
    return SilentPeer(kind: .bus, name: address, addresses: addresses)
  }

  /// A D-Bus address value with its `%XX` escapes decoded.
  private static func unescaped(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    var rest = Substring(text).utf8[...]
    while let byte = rest.first {
      rest = rest.dropFirst()
      if byte == UInt8(ascii: "%"), rest.count >= 2,
        let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        rest = rest.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension SilentPeer {
  /// The peers among `peers` that accept a connection and send nothing back.
  ///
  /// Each is sent its client's first request and has `milliseconds` to reply. A peer that
  /// refuses the connection, has no socket, replies or hangs up is not silent: its client
  /// fails on its own.
  package static func silent(among peers: [SilentPeer], waiting milliseconds: Int32)
    -> [SilentPeer]
  {
    var asked: [(peer: Int, socket: Int32)] = []
    for (index, peer) in peers.enumerated() {
      for address in peer.addresses {
        guard let socket = connection(to: address) else { continue }
        let greeting = peer.greeting
        let sent = greeting.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
        if sent == greeting.count {
          asked.append((index, socket))
        } else {
          close(socket)
        }
        // The client uses the first address it can connect to.
        break
      }
    }
    defer { for (_, socket) in asked { close(socket) } }
    var waiting = asked.map { pollfd(fd: $0.socket, events: Int16(POLLIN), revents: 0) }
    var answered = Set<Int32>()
    let deadline = monotonicMilliseconds() + Int64(milliseconds)
    while answered.count < waiting.count {
      let now = monotonicMilliseconds()
      guard now < deadline else { break }
      let ready = poll(&waiting, nfds_t(waiting.count), Int32(deadline - now))
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { break }
      for index in waiting.indices where waiting[index].revents != 0 {
        answered.insert(waiting[index].fd)
        // Asked no more.
        waiting[index].fd = -1
      }
    }
    let silent = Set(asked.filter { !answered.contains($0.socket) }.map(\.peer))
    return peers.indices.filter { silent.contains($0) }.map { peers[$0] }
  }

  private static func monotonicMilliseconds() -> Int64 {
    var clock = timespec()
    clock_gettime(CLOCK_MONOTONIC, &clock)
    return Int64(clock.tv_sec) * 1000 + Int64(clock.tv_nsec) / 1_000_000
  }

  /// A blocking socket connected to `address`, or nil when nothing listens there.
  private static func connection(to address: Address) -> Int32? {
    switch address {
    case .path(let path): return unixConnection(path, abstract: false)
    case .abstract(let name): return unixConnection(name, abstract: true)
    case .tcp(let host, let port): return tcpConnection(host, port)
    }
  }

  private static func unixConnection(_ path: String, abstract: Bool) -> Int32? {
    #if os(Linux)
      let type = Int32(SOCK_STREAM.rawValue)
    #else
      let type = SOCK_STREAM
      if abstract { return nil }
    #endif
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    // An abstract name starts with a zero byte; a path ends with one.
    let offset = abstract ? 1 : 0
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard bytes.count + offset < capacity else { return nil }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in bytes.enumerated() { buffer[index + offset] = byte }
    }
    let length = MemoryLayout<sockaddr_un>.offset(of: \.sun_path).map {
      socklen_t($0 + offset + bytes.count + (abstract ? 0 : 1))
    }
    guard let length else { return nil }
    let descriptor = socket(AF_UNIX, type, 0)
    guard descriptor >= 0 else { return nil }
    bounded(descriptor)
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, length) }
    }
    guard result == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// Not inherited by what the program starts, and a connect or send that cannot go on
  /// (a full backlog, a host that does not answer) gives up after a second.
  private static func bounded(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    var limit = timeval(tv_sec: 1, tv_usec: 0)
    _ = setsockopt(
      descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
  }

  private static func tcpConnection(_ host: String, _ port: String) -> Int32? {
    var hints = addrinfo()
    #if os(Linux)
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
      hints.ai_socktype = SOCK_STREAM
    #endif
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, port, &hints, &list) == 0 else { return nil }
    defer { freeaddrinfo(list) }
    var entry = list
    while let current = entry?.pointee {
      entry = current.ai_next
      let descriptor = socket(current.ai_family, current.ai_socktype, current.ai_protocol)
      guard descriptor >= 0 else { continue }
      bounded(descriptor)
      if connect(descriptor, current.ai_addr, current.ai_addrlen) == 0 { return descriptor }
      close(descriptor)
    }
    return nil
  }
}
