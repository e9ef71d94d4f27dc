import Testing

/// dialog's boxes that follow their input, answered from a file: a progress box asks
/// nothing, and a program box is asked only once its input has ended and its OK shows.
@Suite struct AnsweredFollowedBoxTests {
  // armbian-config's `apt-mark hold ... | dialog --progressbox` (the dialog corpus).
  @Test("a progress box needs no entry: its input is read to its end, and it exits 0")
  func progressbox() throws {
    let run = try AnsweredRun.run(
      "dialog", ["--title", "Packages freeze", "--progressbox", "4", "64"], answers: "",
      input: "linux-image-current-rockchip64 set on hold.\narmbian-firmware set on hold.\n")
    #expect(run.status == 0)
    #expect(run.standardError == "")
  }

  // void-mklive's `xbps-install ... | dialog --programbox 24 80` (the dialog corpus).
  @Test("a program box's entry answers its OK, which shows once the input has ended")
  func programbox() throws {
    let run = try AnsweredRun.run(
      "dialog", ["--title", "Installing base system packages...", "--programbox", "24", "80"],
      answers: "[programbox] button = OK\n", input: "base-system-0.114_2: installed.\n")
    #expect(run.status == 0)
    #expect(run.standardError == "")
  }
}
