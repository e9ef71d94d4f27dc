/// Where a line of text sits across the width of its frame.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// From the frame's leading edge.
  case leading
  /// Centred across the frame.
  case center
}
