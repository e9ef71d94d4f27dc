import CGTK
import ScrimCLI
import ScrimSystem

/// Reads a descriptor's lines as they come, on GLib's main loop: a progress box's
/// percentages and `# text` lines, read between the window's events.
///
/// Each byte is looked at once and a line holds at most 64 KiB (`ZenityLineSplitter`), so
/// `cat /dev/zero` costs constant memory. The watch runs below GTK's events and frames
/// (`G_PRIORITY_DEFAULT_IDLE`): input that never stops coming is read only while nothing
/// else waits, so Esc and every frame still come through at once.
@MainActor
final class StandardInputWatch {
  private var source: UInt32 = 0
  private var splitter = ZenityLineSplitter()
  private let descriptor: Int32
  private let isWanted: @MainActor () -> Bool
  private let onLines: @MainActor ([String]) -> Void
  private let onEnd: @MainActor () -> Void

  /// Watches `descriptor` while `isWanted` says so; `onLines` gets each batch of whole
  /// lines (without their newlines), `onEnd` the end of input (a last line without a
  /// newline comes first).
  ///
  /// The watch ends itself once `isWanted` is false: input that is always ready
  /// (`/dev/zero`) would otherwise keep the loop that drains the closing window's events
  /// busy for ever.
  init(
    descriptor: Int32, isWanted: @escaping @MainActor () -> Bool,
    onLines: @escaping @MainActor ([String]) -> Void, onEnd: @escaping @MainActor () -> Void
  ) {
    self.descriptor = descriptor
    self.isWanted = isWanted
    self.onLines = onLines
    self.onEnd = onEnd
    let context = Unmanaged.passRetained(self).toOpaque()
    source = g_unix_fd_add_full(
      G_PRIORITY_DEFAULT_IDLE, descriptor,
      GIOCondition(rawValue: G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue),
      inputReady, context, inputRelease)
  }

  /// Stops watching.
  func stop() {
    if source != 0 { g_source_remove(source) }
    source = 0
  }

  /// Reads what is there; returns whether to keep watching.
  fileprivate func read() -> Bool {
    guard isWanted() else {
      source = 0
      return false
    }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR || errno == EAGAIN { return true }
    guard count > 0 else {
      if let last = splitter.finish() { onLines([String(decoding: last, as: UTF8.self)]) }
      source = 0
      onEnd()
      return false
    }
    let lines = splitter.append(buffer[0..<count])
    if !lines.isEmpty { onLines(lines.map { String(decoding: $0, as: UTF8.self) }) }
    return true
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private let inputReady: @convention(c) (Int32, GIOCondition, UnsafeMutableRawPointer?) -> gboolean =
  {
    _, _, context in
    guard let context else { return 0 }
    let box = WatchBox(context: context)
    return MainActor.assumeIsolated {
      Unmanaged<StandardInputWatch>.fromOpaque(box.context).takeUnretainedValue().read() ? 1 : 0
    }
  }

private let inputRelease: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
  guard let context else { return }
  Unmanaged<StandardInputWatch>.fromOpaque(context).release()
}

/// A C context carried onto the main actor, on the thread GLib calls back on.
private struct WatchBox: @unchecked Sendable {
  let context: UnsafeMutableRawPointer
}
