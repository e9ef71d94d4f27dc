import ScrimSystem

/// Somewhere text is written: stdout, stderr, or a buffer in tests.
package protocol TextOutput: AnyObject {
  /// Writes all of `text`.
  func write(_ text: String)
  /// Writes `bytes` as they are: a result may hold arguments that were not UTF-8.
  ///
  /// The default writes them decoded, with U+FFFD for bytes that are not UTF-8.
  func write(bytes: [UInt8])
  /// Why a write failed, such as "No space left on device", or nil while all have worked.
  ///
  /// The default is nil: the output never fails.
  var failure: String? { get }
  /// Why nothing can be written here, known before any write is tried (a stream the
  /// script closed), or nil.
  ///
  /// The default is nil.
  var refusal: String? { get }
  /// Whether the text lands on a terminal, where a result's user text is made visible
  /// (`ResultText`).
  ///
  /// The default is false: a pipe or a file, which get every byte as given.
  var isTerminal: Bool { get }
}

extension TextOutput {
  /// Writes `bytes` decoded, with U+FFFD for bytes that are not UTF-8.
  package func write(bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }

  /// Nil: the output never fails.
  package var failure: String? { nil }

  /// Nil: the output takes writes.
  package var refusal: String? { nil }

  /// False: a pipe or a file.
  package var isTerminal: Bool { false }
}

/// A file descriptor written with `write(2)`, unbuffered, so nothing is lost at exit.
///
/// A write that fails (a full disk, a closed descriptor) is remembered in `failure`, and
/// later writes are skipped, so that no part of a result is written after a lost part.
package final class FileOutput: TextOutput {
  private let descriptor: Int32
  /// Why writing is impossible before any write is tried, or nil.
  private let unwritable: String?
  /// Why a write failed, as `strerror` puts it, or nil while every write has worked.
  package private(set) var failure: String?

  /// Writes to `descriptor`; it is not closed.
  package init(_ descriptor: Int32) {
    self.descriptor = descriptor
    unwritable = nil
  }

  /// An output whose every write fails with `reason`, such as a stream that was closed.
  package init(unwritable reason: String) {
    descriptor = -1
    unwritable = reason
  }

  /// Why every write fails, such as "stderr is closed", or nil.
  package var refusal: String? { unwritable }

  /// Whether the descriptor is a terminal, asked when a result is written.
  package var isTerminal: Bool { unwritable == nil && isatty(descriptor) == 1 }

  /// Writes every byte of `text`; see `write(bytes:)`.
  package func write(_ text: String) {
    var text = text
    text.withUTF8 { writeAll($0) }
  }

  /// Writes every byte, retrying after interruptions and partial writes, and waiting when
  /// the descriptor is non-blocking and full; any other error ends writing for good.
  package func write(bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { writeAll($0) }
  }

  private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard failure == nil, let base = bytes.baseAddress, !bytes.isEmpty else { return }
    if let unwritable {
      failure = unwritable
      return
    }
    var offset = 0
    while offset < bytes.count {
      let written = systemWrite(descriptor, base + offset, bytes.count - offset)
      if written >= 0 {
        offset += written
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      } else if errno != EINTR {
        failure = String(cString: strerror(errno))
        return
      }
    }
  }
}

/// `write(2)`, named apart from `FileOutput.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
