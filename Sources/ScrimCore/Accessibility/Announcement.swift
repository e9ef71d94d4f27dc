/// Something a screen reader should say without the user moving focus.
public struct Announcement: Hashable, Sendable {
  /// How urgently it interrupts, as ARIA live regions have it.
  public enum Politeness: Hashable, Sendable {
    /// Waits until the screen reader is idle (snackbars, banners).
    case polite
    /// Interrupts what is being read (alerts).
    case assertive
  }

  /// The words to say.
  public var text: String
  /// How urgently to say them.
  public var politeness: Politeness

  /// Makes an announcement.
  public init(_ text: String, politeness: Politeness) {
    self.text = text
    self.politeness = politeness
  }
}
