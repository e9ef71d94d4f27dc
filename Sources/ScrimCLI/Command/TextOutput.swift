#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Somewhere text is written: stdout, stderr, or a buffer in tests.
public protocol TextOutput: AnyObject {
  /// Writes all of `text`.
  func write(_ text: String)
}

/// A file descriptor written with `write(2)`, unbuffered, so nothing is lost at exit.
public final class FileOutput: TextOutput {
  private let descriptor: Int32

  /// Writes to `descriptor`; it is not closed.
  public init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Writes every byte, retrying after interruptions and partial writes; gives up quietly
  /// on any other error, such as a closed descriptor.
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count, let base = bytes.baseAddress {
        let written = systemWrite(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += written
      }
    }
  }
}

/// `write(2)`, named apart from `FileOutput.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
