import ScrimCLI
import ScrimCore
import ScrimTesting
import Testing

/// Menus, radiolists, checklists and gauges in line mode, as whiptail's boxes become them.
@MainActor
@Suite struct AccessibleListTests {
  private func stage() -> Stage {
    Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
  }

  private func box(_ list: ChoiceList) -> Dialog {
    let dialog = Dialog(title: "Install")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK"))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.presentationOptions.buttonOrder = .asAdded
    return dialog
  }

  private var menu: ChoiceList {
    ChoiceList(
      title: "Packages",
      items: [
        .init(title: "vim", detail: "Vi IMproved"), .init(title: "emacs", detail: "GNU Emacs"),
        .init(title: "nano", detail: "Small editor"),
      ])
  }

  @Test("a menu lists its items numbered, with details, and takes a number")
  func menuByNumber() {
    let list = menu
    let io = ScriptedLineIO(["3", "1"])
    let result = AccessibleRunner(io: io).run(box(list), on: stage())
    #expect(list.selectedOption == "nano")
    #expect(result?.action?.title == "OK")
    #expect(
      io.transcript.hasPrefix(
        """
        Install
        Packages:
          1. vim — Vi IMproved
          2. emacs — GNU Emacs
          3. nano — Small editor
        Choose an option (1-3, Return for 1):\u{20}
        """))
  }

  @Test("a radiolist takes an item by its tag, in any case")
  func radiolistByTag() {
    let list = menu
    list.selectionMode = .marked
    let io = ScriptedLineIO(["EMACS", ""])
    _ = AccessibleRunner(io: io).run(box(list), on: stage())
    #expect(list.selectedOption == "emacs")
  }

  @Test("hundreds of items are printed once, each on its line")
  func longMenuPrintedOnce() {
    let list = ChoiceList(title: "Many", options: (1...300).map { "item\($0)" })
    let io = ScriptedLineIO(["250", "1"])
    _ = AccessibleRunner(io: io).run(box(list), on: stage())
    #expect(list.selectedIndex == 249)
    let itemLines = io.transcript.split(separator: "\n").filter { $0.contains(". item") }
    #expect(itemLines.count == 300)
    #expect(itemLines[249] == "  250. item250")
  }

  @Test("a checklist takes numbers and tags separated by spaces or commas")
  func checklistSeveral() {
    let list = menu
    list.selectionMode = .multiple
    list.checkedIndices = [0]
    let io = ScriptedLineIO(["nano, 2", "1"])
    _ = AccessibleRunner(io: io).run(box(list), on: stage())
    #expect(list.checkedIndices == [1, 2])
    #expect(io.transcript.contains("  1. vim — Vi IMproved (checked)\n"))
    #expect(io.transcript.contains("Return keeps 1): "))
  }

  @Test("an empty answer keeps a checklist's marks; a bad tag asks again")
  func checklistKeeps() {
    let list = menu
    list.selectionMode = .multiple
    list.checkedIndices = [0, 2]
    let io = ScriptedLineIO(["vim, joe", "", "1"])
    _ = AccessibleRunner(io: io).run(box(list), on: stage())
    #expect(list.checkedIndices == [0, 2])
    #expect(io.transcript.contains("Invalid answer: enter numbers from 1-3"))
  }

  @Test("a gauge prints its progress in steps and its text changes, and ends when dismissed")
  func gaugeSteps() {
    let stage = stage()
    let dialog = Dialog(title: "Installing", message: "Unpacking")
    let progress = ProgressIndicator(fraction: 0)
    dialog.addControl(.progress(progress))
    var updates = Array(stride(from: 5, through: 35, by: 5)).map { Double($0) / 100 }
    let io = ScriptedLineIO([])
    var runner = AccessibleRunner(io: io)
    runner.progressFeed = {
      guard !updates.isEmpty else {
        // The work is done: the app takes the gauge away.
        stage.dismiss(dialog)
        return false
      }
      progress.fraction = updates.removeFirst()
      if progress.fraction == 0.25 { dialog.message = "Configuring" }
      return true
    }
    let result = runner.run(dialog, on: stage)
    #expect(result?.reason == .programmatic)
    #expect(
      io.transcript == """
        Installing
        Unpacking
        Progress: 0%
        Progress: 10%
        Progress: 20%
        Configuring
        Progress: 30%

        """)
  }

  @Test("a gauge the app dismisses ends with the app's dismissal")
  func gaugeDismissedByApp() {
    let dialog = Dialog(title: "Working")
    dialog.addControl(.progress(ProgressIndicator()))
    let stage = stage()
    var runner = AccessibleRunner(io: ScriptedLineIO([]))
    var turns = 0
    runner.progressFeed = {
      turns += 1
      if turns == 2 { stage.dismiss(dialog) }
      return true
    }
    #expect(runner.run(dialog, on: stage)?.reason == .programmatic)
    #expect(turns == 2)
  }
}
