import Testing

/// The box's dialog node as a screen reader names it: zenity's dialog is its window and
/// carries the window's title; ours sits inside the window and must carry the same name,
/// with the text read after it, not the text as its name under a window named otherwise.
extension ScreenReaderTreeTests {
  @Test(
    "no --title: the dialog is named as its window (password, radio list, info)",
    arguments: [
      ["--password"],
      [
        "--list", "--radiolist", "--column=Pick", "--column=Fruit", "FALSE", "apple", "TRUE",
        "banana",
      ],
      ["--info", "--text=Saved"],
    ])
  func dialogNamedAsWindow(_ box: [String]) throws {
    let ours = try ScreenReaderProbe.run([scrim, "zenity"] + box)
    let frame = try #require(ours.nodes.first { $0.hasPrefix("frame ") }, "\(ours.output)")
    let dialog = try #require(
      ours.nodes.first { $0.hasPrefix("dialog ") || $0.hasPrefix("alert ") }, "\(ours.output)")
    #expect(Self.name(of: dialog) == Self.name(of: frame), "\(ours.output)")
    #expect(!Self.name(of: frame).isEmpty)
    guard box.first == "--list" else { return }
    // zenity's list window has a default title, which names its dialog.
    let zenity = try ScreenReaderProbe.run(["zenity"] + box)
    let theirs = try #require(zenity.nodes.first { $0.hasPrefix("dialog ") }, "\(zenity.output)")
    #expect(Self.name(of: dialog) == Self.name(of: theirs))
  }
}
