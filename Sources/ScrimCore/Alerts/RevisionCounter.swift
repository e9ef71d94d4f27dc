/// A count of changes that a modal shares with its actions, so that the modal's revision is
/// read in constant time however many actions it has (a sheet of 100,000 is read per key).
@MainActor
package final class RevisionCounter {
  package private(set) var value = 0

  package init() {}

  package func bump() { value &+= 1 }
}

/// A counter an action tells of its changes without keeping its modal alive.
@MainActor
struct WeakRevisionCounter {
  weak var counter: RevisionCounter?
}
