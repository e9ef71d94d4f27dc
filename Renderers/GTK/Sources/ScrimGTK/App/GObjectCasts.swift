import CGTK

/// A pointer GTK hands around as a `gpointer`: Swift sees a GTK type as a typed pointer
/// when its struct is public and as an opaque one when it is private.
protocol GObjectPointer {
  /// The pointer from an untyped one.
  init?(gpointer: UnsafeMutableRawPointer?)
  /// The pointer, untyped.
  var gpointer: UnsafeMutableRawPointer { get }
}

extension OpaquePointer: GObjectPointer {
  init?(gpointer: UnsafeMutableRawPointer?) {
    guard let gpointer else { return nil }
    self.init(gpointer)
  }

  var gpointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutablePointer: GObjectPointer {
  init?(gpointer: UnsafeMutableRawPointer?) {
    guard let gpointer else { return nil }
    self = gpointer.assumingMemoryBound(to: Pointee.self)
  }

  var gpointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

/// A GTK object as another of its types: GTK's C casts (`GTK_WINDOW()`), which Swift cannot
/// call, are plain pointer conversions for objects whose type is already known.
func gtkCast<From: GObjectPointer, To: GObjectPointer>(_ pointer: From?) -> To? {
  To(gpointer: pointer?.gpointer)
}

/// The same object, untyped, for GTK calls that take a `gpointer`.
func gtkRaw<From: GObjectPointer>(_ pointer: From?) -> UnsafeMutableRawPointer? {
  pointer?.gpointer
}

/// Connects a C callback to a GObject signal, with `context` handed back to it and released
/// by `release` when the handler goes (with the object).
///
/// The callback's real C signature is the signal's; GLib stores every handler as a
/// `GCallback`, so it is cast to one here.
@discardableResult
func connectSignal<Callback>(
  _ instance: (some GObjectPointer)?, _ name: String, _ callback: Callback,
  context: UnsafeMutableRawPointer?, release: GClosureNotify?
) -> UInt {
  let handler = unsafeBitCast(callback, to: GCallback.self)
  return UInt(
    g_signal_connect_data(
      instance?.gpointer, name, handler, context, release, GConnectFlags(rawValue: 0)))
}
