import ScrimTesting
import Testing

/// dialog's `--tailboxbg` in an `--and-widget` chain, beside the real dialog: the tail box
/// goes on following its file while the next box waits for the user.
@Suite struct TailboxBackgroundChainTests {
  @Test("--tailboxbg, then a message box: the tail box follows its file beneath it; OK ends both")
  func followsBesideTheNextBox() async throws {
    let dialog = try CompatHarness.requireReal("dialog")
    try await CompatHarness.withFile("") { path in
      // The file is written afresh for each program, and a line is appended once the
      // message box is up: by the script, as a build's log grows, not by the test.
      let script =
        "i=1; while [ $i -le 40 ]; do echo \"log line $i\"; i=$((i+1)); done > \"$1\"; "
        + "(sleep 1; echo 'log line 41 appended' >> \"$1\") & "
        + "exec \"$0\" --tailboxbg \"$1\" 20 60 --and-widget --msgbox 'Deploy done?' 6 30"
      let steps: [CompatHarness.Step] = [
        .wait("Deploy done?"), .wait("log line 40"), .wait("41 appended"), .keys([.enter]),
      ]
      await CompatHarness.slots.acquire()
      let theirs = try await CompatHarness.run(
        "/bin/sh", ["-c", script, dialog, path], steps: steps, recordsWaits: false)
      let ours = try await CompatHarness.run(
        "/bin/sh", ["-c", script, CompatHarness.scrim(as: "dialog"), path], steps: steps,
        recordsWaits: false)
      await CompatHarness.slots.release()
      #expect(theirs.waitFailure == nil && theirs.exit == .exited(0), "dialog: \(theirs)")
      #expect(ours.waitFailure == nil, "scrim: \(ours.waitFailure ?? "")")
      #expect(ours.matches(theirs, program: "dialog"), "scrim: \(ours)\ndialog: \(theirs)")
    }
  }
}
