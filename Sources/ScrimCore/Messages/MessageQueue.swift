/// A first-in, first-out queue of waiting messages with cheap removal at both ends of
/// use: appending, taking from the front, putting back at the front, and removing by a
/// condition.
///
/// Taken slots are cleared at once, so a drained queue holds no messages, and storage is
/// compacted as the front advances, so memory follows the number waiting. A count per
/// category lets a category with nothing waiting be skipped without a scan.
struct MessageQueue<Element: Categorized> {
  private var storage: [Element?] = []
  private var head = 0
  private var categoryCounts: [String: Int] = [:]

  var count: Int { storage.count - head }
  var isEmpty: Bool { head == storage.count }

  /// The waiting elements, front first.
  var elements: [Element] { storage[head...].compactMap { $0 } }

  mutating func append(_ element: Element) {
    storage.append(element)
    count(element, by: 1)
  }

  mutating func prepend(_ element: Element) {
    count(element, by: 1)
    if head > 0 {
      head -= 1
      storage[head] = element
    } else {
      storage.insert(element, at: 0)
    }
  }

  /// Removes and returns the first element that satisfies `condition`.
  mutating func removeFirst(where condition: (Element) -> Bool) -> Element? {
    var index = head
    while index < storage.count {
      if let element = storage[index], condition(element) {
        count(element, by: -1)
        if index == head {
          storage[head] = nil
          head += 1
          compactIfNeeded()
        } else {
          storage.remove(at: index)
        }
        return element
      }
      index += 1
    }
    return nil
  }

  /// Removes every element that satisfies `condition` and hands each to `removed`, in queue
  /// order.
  mutating func removeAll(
    where condition: (Element) -> Bool, _ removed: (Element) -> Void = { _ in }
  ) {
    var removedAny = false
    var write = head
    for read in head..<storage.count {
      guard let element = storage[read] else { continue }
      if condition(element) {
        removedAny = true
        count(element, by: -1)
        removed(element)
      } else {
        storage[write] = element
        write += 1
      }
    }
    if removedAny {
      storage.removeLast(storage.count - write)
      compactIfNeeded()
    }
  }

  /// Whether a message of `category` waits, without a scan.
  func contains(category: String) -> Bool {
    categoryCounts[category] != nil
  }

  /// Removes every element of `category` and hands each to `removed`, in queue order; scans
  /// only when one waits.
  mutating func removeAll(category: String, _ removed: (Element) -> Void) {
    guard contains(category: category) else { return }
    removeAll(where: { $0.category == category }, removed)
  }

  /// Adjusts the count of the element's category with one hash lookup, dropping it at zero.
  private mutating func count(_ element: Element, by change: Int) {
    guard let category = element.category else { return }
    if change > 0 {
      categoryCounts[category, default: 0] += change
    } else if let index = categoryCounts.index(forKey: category) {
      let total = categoryCounts.values[index] + change
      if total > 0 {
        categoryCounts.values[index] = total
      } else {
        categoryCounts.remove(at: index)
      }
    }
  }

  private mutating func compactIfNeeded() {
    if head == storage.count {
      // Drop the storage and the counts' table, so a drained queue gives its memory back.
      storage = []
      categoryCounts = [:]
      head = 0
    } else if head >= 64, head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
  }
}

/// Something queued that may belong to a category.
protocol Categorized {
  /// The category, or nil.
  var category: String? { get }
}
