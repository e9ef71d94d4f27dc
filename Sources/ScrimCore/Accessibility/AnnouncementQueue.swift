/// Announcements waiting for a screen reader, oldest first, shared by the presenter and
/// the message managers so they all follow one rule: blank text is never announced.
struct AnnouncementQueue {
  private var pending: [Announcement] = []
  /// The most kept when nobody takes them: the newest matter, and memory stays bounded.
  static let capacity = 64

  /// Queues `text` unless it is empty or only whitespace.
  mutating func post(_ text: String, politeness: Announcement.Politeness) {
    guard !text.isBlank else { return }
    if pending.count >= Self.capacity { pending.removeFirst(pending.count - Self.capacity + 1) }
    pending.append(Announcement(text, politeness: politeness))
  }

  /// Returns what was queued since the last call and forgets it.
  mutating func take() -> [Announcement] {
    defer { pending.removeAll(keepingCapacity: true) }
    return pending
  }
}
