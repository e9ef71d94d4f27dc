import Testing

@testable import ScrimCLI

/// A gauge's text block is bounded however long it runs: its beginning is kept, whole
/// lines of it, and the next block starts afresh.
@Suite struct GaugeFeedTests {
  @Test("a text block that does not close keeps at most 64 KiB of its beginning")
  func unclosedBlockIsBounded() {
    var feed = GaugeFeed()
    #expect(feed.take("XXX").isEmpty)
    #expect(feed.take("30") == [.percent(30)])
    for index in 0..<100_000 { #expect(feed.take("line \(index)").isEmpty) }
    guard case .text(let text)? = feed.take("XXX").first else {
      Issue.record("the block's end gave no text")
      return
    }
    #expect(text.utf8.count <= GaugeFeed.maximumTextLength)
    #expect(text.utf8.count > GaugeFeed.maximumTextLength - 16, "as much as the bound holds")
    #expect(text.hasPrefix("line 0\nline 1\n"))
    #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("line ") }, "whole lines")
    #expect(text.split(separator: "\n").last.map { Int($0.dropFirst(5)) != nil } == true)
    #expect(feed.take("XXX").isEmpty)
    #expect(feed.take("Next") == [])
    #expect(feed.take("XXX") == [.text("Next")], "the next block starts afresh")
  }
}
