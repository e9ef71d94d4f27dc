import ScrimCore
import ScrimTerminal
import Testing

/// The variable that makes every snapshot test record its file instead of comparing.
let recordSnapshotsVariable = "SCRIM_RECORD_SNAPSHOTS"

/// Compares `screen` with the stored snapshot `name`, failing with the first line that
/// differs.
///
/// The file is `__Snapshots__/<name>.txt` beside the calling test file. When it is
/// missing, or `SCRIM_RECORD_SNAPSHOTS=1`, the file is written and the test fails saying
/// so: a fresh recording must be reviewed and run again, so CI never passes on one.
@discardableResult
func expectSnapshot(
  _ screen: Screen, cursor: ANSIEncoder.CursorPlacement, named name: String,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) -> Snapshot {
  let snapshot = Snapshot(name: name, screen: screen, cursor: cursor)
  let path = SnapshotFile.directory(of: filePath) + "/__Snapshots__/\(name).txt"
  let stored = SnapshotFile.read(path)
  if let stored, !SnapshotFile.isEnabled(recordSnapshotsVariable) {
    if let difference = firstDifference(stored: stored, actual: snapshot.text) {
      Issue.record(
        """
        Snapshot \(name) differs from \(path)
        \(difference)
        If the new picture is right, record it with \(recordSnapshotsVariable)=1 and review the file.
        """, sourceLocation: sourceLocation)
    }
    return snapshot
  }
  if let error = SnapshotFile.write(snapshot.text, to: path) ?? writeReviewPicture(screen, path) {
    Issue.record("Snapshot \(name) could not be recorded: \(error)", sourceLocation: sourceLocation)
  } else {
    let reason = stored == nil ? "it was missing" : "\(recordSnapshotsVariable)=1"
    Issue.record(
      "Recorded snapshot \(name) at \(path) (\(reason)); review it, then run the tests again.",
      sourceLocation: sourceLocation)
  }
  return snapshot
}

/// Writes the picture a reviewer opens beside the text file `textPath`.
///
/// - Returns: An error message, or nil.
private func writeReviewPicture(_ screen: Screen, _ textPath: String) -> String? {
  // Every recording passes through here, so each text file has its picture beside it.
  let name = String(textPath.split(separator: "/").last?.dropLast(4) ?? "")
  return SnapshotFile.write(
    screen.svg(SVGOptions(title: name)), to: String(textPath.dropLast(4)) + ".svg")
}

/// The first line where two snapshot texts differ, with the section it is in, or nil
/// when they are equal.
private func firstDifference(stored: String, actual: String) -> String? {
  guard stored != actual else { return nil }
  let old = stored.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let sections = ["header", "characters", "styles", "legend"]
  var section = 0
  for index in 0..<max(old.count, new.count) {
    let before = index < old.count ? String(old[index]) : "(no line)"
    let after = index < new.count ? String(new[index]) : "(no line)"
    if before != after {
      return """
        first difference at line \(index + 1) (\(sections[min(section, sections.count - 1)])):
          stored: \(before)
          actual: \(after)
        """
    }
    if before.isEmpty { section += 1 }
  }
  return "the files differ only in line endings"
}
