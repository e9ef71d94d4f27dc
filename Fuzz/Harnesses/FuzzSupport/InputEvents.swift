import ScrimTerminal

/// Every event an input parser gives for `chunks`, fed as separate reads, after `idle()`
/// has resolved what was pending; adjacent text joined, since where a text run breaks
/// depends on the reads (as `InputEvent` documents).
public func events(of chunks: [ArraySlice<UInt8>], parser: InputParser = InputParser())
  -> [InputEvent]
{
  var parser = parser
  var events: [InputEvent] = []
  for chunk in chunks { events += parser.feed(chunk) }
  events += parser.idle()
  require(!parser.hasPendingInput, "idle() left input pending")
  var joined: [InputEvent] = []
  for event in events {
    if case .text(let next) = event, case .text(let previous)? = joined.last {
      joined[joined.count - 1] = .text(previous + next)
    } else {
      joined.append(event)
    }
  }
  return joined
}
