@_spi(Renderer) import ScrimCore
import Testing

/// What a scenario did on one renderer: after each step, the accessibility trees the
/// renderer exposes, and each ending (a handler, a completion) where it happened.
///
/// Two renderers that turn the same steps into the same transcript show the same elements,
/// names, values, focus and endings at every moment, not only at the end.
///
///     > press tab
///     alert "Delete draft?"
///       button "Delete" [focused, hint: Destructive]
///     = ended: action
@MainActor
final class ScenarioTranscript {
  private(set) var entries: [String] = []
  /// The endings noted so far, in order.
  private(set) var notes: [String] = []
  private var lastTrees: String?

  /// Notes an ending (a handler that ran, a completion and its reason).
  func note(_ text: String) {
    notes.append(text)
    entries.append("= " + text)
  }

  /// Records a step and the trees after it; trees equal to the last ones are marked so.
  func record(_ step: String, trees: [AccessibilityNode]) {
    let text = trees.isEmpty ? "(nothing shown)" : trees.map(\.description).joined(separator: "\n")
    entries.append("> " + step + (text == lastTrees ? " (unchanged)" : "\n" + text))
    lastTrees = text
  }

  /// The first entry where this transcript parts from `reference`, with the step before
  /// it, or nil when they are the same.
  func difference(from reference: ScenarioTranscript) -> String? {
    guard entries != reference.entries else { return nil }
    let common = min(entries.count, reference.entries.count)
    let index = (0..<common).first { entries[$0] != reference.entries[$0] } ?? common
    let before = index > 0 ? entries[index - 1] : "(the start)"
    let mine = entries.indices.contains(index) ? entries[index] : "(the end)"
    let theirs = reference.entries.indices.contains(index) ? reference.entries[index] : "(the end)"
    return "after\n\(before)\nthis renderer has\n\(mine)\nthe text renderer has\n\(theirs)"
  }
}

/// Runs a scenario on `driver` and on the text renderer, and expects the two transcripts
/// to be the same: every renderer is compared with the one that has no device code at all.
@MainActor
func expectSameTrees(
  _ driver: any StageDriver, _ scenario: (any StageDriver) throws -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try scenario(driver)
  let reference = TextDriver(size: TextDriver.standardSize)
  try scenario(reference)
  if let difference = driver.transcript.difference(from: reference.transcript) {
    Issue.record("the accessibility trees differ \(difference)", sourceLocation: sourceLocation)
  }
}

/// `expectSameTrees` for a scenario that awaits.
@MainActor
func expectSameTrees(
  _ driver: any StageDriver, _ scenario: @MainActor (any StageDriver) async throws -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  try await scenario(driver)
  let reference = TextDriver(size: TextDriver.standardSize)
  try await scenario(reference)
  if let difference = driver.transcript.difference(from: reference.transcript) {
    Issue.record("the accessibility trees differ \(difference)", sourceLocation: sourceLocation)
  }
}
