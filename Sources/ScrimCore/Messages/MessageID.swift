/// Names one message shown through a `SnackbarManager` or `BannerCenter`.
///
/// Messages are values, so the same message may be shown twice; each `show` returns a new
/// identifier, counted from 1 per manager so that tests and snapshots are stable.
public struct MessageID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The position in the manager's count of shown messages, from 1.
  public let rawValue: Int

  /// Makes an identifier from its number.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Orders identifiers by when their messages were shown.
  public static func < (lhs: MessageID, rhs: MessageID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// "#3".
  public var description: String { "#\(rawValue)" }
}
