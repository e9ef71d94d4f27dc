/// A followed input's lines handed from its reading thread to the box, bounded as the
/// box's own scroll-back is: lines that wait past `ScrollBack`'s bounds are dropped
/// oldest first, since the box would drop them too.
///
///     let lines = FollowedLines()
///     lines.add("built"); lines.finish()
///     lines.take()  // (["built"], isFinished: true)
typealias FollowedLines = FollowedInbox<ScrollBack>

extension ScrollBack: PendingUpdates {
  var isEmpty: Bool { count == 0 }
  var updates: [String] { Array(lines) }
}

extension FollowedInbox where Pending == ScrollBack {
  /// Adds a line read.
  func add(_ line: String) {
    add { $0.append(line) }
  }

  /// Adds lines read, oldest first.
  func add(_ lines: ScrollBack) {
    guard lines.count > 0 else { return }
    add { $0.append(contentsOf: lines) }
  }
}
