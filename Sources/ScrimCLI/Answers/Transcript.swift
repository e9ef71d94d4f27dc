import ScrimCore
import ScrimSystem

/// The record of every question a run shows (`SCRIM_TRANSCRIPT=FILE`), answered by a person
/// or by an answers file: one JSON line each, appended, so that the runs of a script's
/// several commands make one file.
///
/// The session shell writes each record once the question has ended; `scrim answers --from
/// FILE` turns the file into an answers file that replays the run.
@MainActor
package final class Transcript {
  /// The file's path.
  package let path: String

  /// Makes a transcript that appends to `path`.
  package init(path: String) {
    self.path = path
  }

  /// The transcript `SCRIM_TRANSCRIPT` names for this process, if any; tests set their own.
  package static var current: Transcript? = {
    guard let value = getenv("SCRIM_TRANSCRIPT"), value.pointee != 0 else { return nil }
    return Transcript(path: String(cString: value))
  }()

  /// Appends `record` as a line; a file that cannot be written is passed over, as the run's
  /// answer matters more than its record.
  package func append(_ record: TranscriptRecord) {
    let line = Array((record.json + "\n").utf8)
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    // One write, so that records of processes appending at once do not interleave.
    var offset = 0
    while offset < line.count {
      let count = line[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      offset += count
    }
  }

  /// Records how `modal`, asked as `name`, ended, when a transcript is kept.
  package static func record(
    _ modal: (any Modal)?, name: QuestionName, result: DismissResult?, timedOut: Bool
  ) {
    guard let current, let modal, result != nil || timedOut else { return }
    current.append(
      TranscriptRecord(modal: modal, name: name, result: result, timedOut: timedOut))
  }
}
