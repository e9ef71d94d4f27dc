import ScrimCore

// Presents a few sample modals on a headless stage and prints what a renderer and a
// screen reader would get: button order, focus, the semantic tree, the announcements and
// the guideline diagnostics. Everything goes through the stage, the one door a renderer
// or an app has to the presenter.

@MainActor
func describe(_ modal: any Modal, on stage: Stage) {
  print("== \(modal.kind): \(modal.title ?? "(no title)")")
  defer {
    for diagnostic in Guidelines.check(modal, containerWidth: stage.size.width) {
      print("   \(diagnostic)")
    }
    print()
  }
  do {
    try stage.present(modal) { result in
      print("   ended: \(result.reason)" + (result.action.map { " via \"\($0.title)\"" } ?? ""))
    }
  } catch {
    print("   cannot present: \(error)")
    return
  }
  for line in sketch(modal, in: Size(width: 60, height: 14)) { print("   " + line) }
  let row = modal.displayOrder(for: .row).map(\.title).joined(separator: " | ")
  let stack = modal.displayOrder(for: .stack).map(\.title).joined(separator: " / ")
  print("   row:   \(row)")
  print("   stack: \(stack)")
  for announcement in stage.takeAnnouncements() {
    print("   announce (\(announcement.politeness)): \(announcement.text)")
  }
  if let tree = stage.accessibilityTrees.first {
    print(tree.description.split(separator: "\n").map { "   " + $0 }.joined(separator: "\n"))
  }
  stage.handle(.key(.escape))
  // An alert without Cancel stays through Esc: the app ends it, as a renderer's would.
  stage.dismiss(modal)
  stage.update()
}

@MainActor
func main() {
  let stage = Stage(
    clock: ContinuousClock(), size: Size(width: 80, height: 24),
    measurer: TerminalTextMeasurer(), reducesMotion: true)

  let delete = AlertController(
    title: "Delete draft?", message: "The draft will be removed from this device.")
  delete.addAction(AlertAction(title: "Delete", style: .destructive))
  delete.addAction(AlertAction(title: "Cancel", style: .cancel))
  describe(delete, on: stage)

  let login = AlertController(title: "Sign in to Wi-Fi", message: "“Office” needs a password.")
  login.addTextField { field in
    field.placeholder = "Password"
    field.isSecureTextEntry = true
  }
  let join = AlertAction(title: "Join", emphasis: .high)
  login.addAction(AlertAction(title: "Cancel", style: .cancel))
  login.addAction(join)
  login.preferredAction = join
  describe(login, on: stage)

  let rename = Dialog(title: "Rename file")
  rename.addControl(.textField(TextField(placeholder: "Name", text: "notes.txt")))
  rename.addControl(.toggle(Toggle(title: "Keep extension", isOn: true)))
  rename.addControl(.choice(ChoiceList(title: "Case", options: ["As typed", "lower", "UPPER"])))
  rename.addAction(AlertAction(title: "Cancel", style: .cancel))
  rename.addAction(AlertAction(title: "Rename", emphasis: .high))
  describe(rename, on: stage)

  let vague = AlertController(title: "Error", message: nil)
  vague.addAction(AlertAction(title: "OK"))
  vague.addAction(AlertAction(title: "Try again later when online"))
  vague.addAction(AlertAction(title: "Cancel", style: .cancel))
  vague.addAction(AlertAction(title: "Dismiss", style: .cancel))
  describe(vague, on: stage)
}

MainActor.assumeIsolated { main() }
