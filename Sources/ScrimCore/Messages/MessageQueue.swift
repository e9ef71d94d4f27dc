/// A first-in, first-out queue of waiting messages with cheap removal at both ends of
/// use: appending, taking from the front, putting back at the front, and removing by a
/// condition.
///
/// Taken slots are cleared at once, so a drained queue holds no messages, and storage is
/// compacted as the front advances, so memory follows the number waiting.
struct MessageQueue<Element> {
  private var storage: [Element?] = []
  private var head = 0

  var count: Int { storage.count - head }
  var isEmpty: Bool { head == storage.count }

  /// The waiting elements, front first.
  var elements: [Element] { storage[head...].compactMap { $0 } }

  mutating func append(_ element: Element) {
    storage.append(element)
  }

  mutating func prepend(_ element: Element) {
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

  /// Removes every element that satisfies `condition` and returns them in queue order.
  mutating func removeAll(where condition: (Element) -> Bool) -> [Element] {
    var removed: [Element] = []
    var kept: [Element?] = []
    kept.reserveCapacity(count)
    for case let element? in storage[head...] {
      if condition(element) { removed.append(element) } else { kept.append(element) }
    }
    if !removed.isEmpty {
      storage = kept
      head = 0
      compactIfNeeded()
    }
    return removed
  }

  func contains(where condition: (Element) -> Bool) -> Bool {
    storage[head...].contains { $0.map(condition) ?? false }
  }

  private mutating func compactIfNeeded() {
    if head == storage.count {
      storage = []
      head = 0
    } else if head >= 64, head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
  }
}
