/// The starts of a file's lines as a walk finds them, one after another, in one direction
/// (from the start, or back from the end), in bounded memory: the start of every
/// `stride`-th line, thinned to every other one at twice the stride when it holds
/// `maximumCheckpoints`, and the furthest line found.
///
/// `FileLineSource` keeps one walking forward from the file's start and, once its end is
/// shown, one walking back from its end; a line is found from the checkpoint before it, or
/// from the last line found when that is nearer.
struct LineStartIndex {
  /// The most line starts it keeps (an even number, so halving keeps the last).
  static let maximumCheckpoints = 4096

  /// The start of line `index * stride`, for each index.
  private(set) var checkpoints: [Int]
  private var stride = 16
  /// The furthest line whose start is known, and that start.
  private(set) var frontier: (line: Int, offset: Int)
  /// The last line found, to walk on from: a scroll asks for lines near the last ones.
  var place: (line: Int, offset: Int)

  /// An index whose line 0 starts at `offset`.
  init(first offset: Int) {
    checkpoints = [offset]
    frontier = (0, offset)
    place = (0, offset)
  }

  /// Notes that the line after the frontier starts at `offset`, keeping a checkpoint when
  /// one falls there.
  mutating func advance(to offset: Int) {
    frontier = (frontier.line + 1, offset)
    guard frontier.line == checkpoints.count * stride else { return }
    checkpoints.append(offset)
    if checkpoints.count > Self.maximumCheckpoints {
      checkpoints = Swift.stride(from: 0, to: checkpoints.count, by: 2).map { checkpoints[$0] }
      stride *= 2
    }
  }

  /// The nearest known line at or before `index` (which is at most the frontier's), to
  /// walk on from.
  func nearest(to index: Int) -> (line: Int, offset: Int) {
    let checkpoint = min(index / stride, checkpoints.count - 1)
    let known = (line: checkpoint * stride, offset: checkpoints[checkpoint])
    return place.line <= index && place.line > known.line ? place : known
  }
}
