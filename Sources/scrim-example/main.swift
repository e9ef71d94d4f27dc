import ScrimCore

// Presents a few sample modals on a headless presenter and prints what a renderer
// and a screen reader would get: button order, focus, the semantic tree, the
// announcements and the guideline diagnostics.

@MainActor
func describe(_ modal: any Modal, on presenter: Presenter) {
  print("== \(modal.kind): \(modal.title ?? "(no title)")")
  defer {
    for diagnostic in Guidelines.check(modal, containerWidth: presenter.containerSize.width) {
      print("   \(diagnostic)")
    }
    print()
  }
  do {
    try presenter.present(modal) { result in
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
  for announcement in presenter.takeAnnouncements() {
    print("   announce (\(announcement.politeness)): \(announcement.text)")
  }
  if let tree = presenter.accessibilityTree {
    print(tree.description.split(separator: "\n").map { "   " + $0 }.joined(separator: "\n"))
  }
  presenter.handle(.key(.escape))
  presenter.dismiss(modal)
  presenter.update()
}

@MainActor
func main() {
  let presenter = Presenter(clock: ContinuousClock(), reducesMotion: true)

  let delete = AlertController(
    title: "Delete draft?", message: "The draft will be removed from this device.")
  delete.addAction(AlertAction(title: "Delete", style: .destructive))
  delete.addAction(AlertAction(title: "Cancel", style: .cancel))
  describe(delete, on: presenter)

  let login = AlertController(title: "Sign in to Wi-Fi", message: "“Office” needs a password.")
  login.addTextField { field in
    field.placeholder = "Password"
    field.isSecureTextEntry = true
  }
  let join = AlertAction(title: "Join", emphasis: .high)
  login.addAction(AlertAction(title: "Cancel", style: .cancel))
  login.addAction(join)
  login.preferredAction = join
  describe(login, on: presenter)

  let rename = Dialog(title: "Rename file")
  rename.addControl(.textField(TextField(placeholder: "Name", text: "notes.txt")))
  rename.addControl(.toggle(Toggle(title: "Keep extension", isOn: true)))
  rename.addControl(.choice(ChoiceList(title: "Case", options: ["As typed", "lower", "UPPER"])))
  rename.addAction(AlertAction(title: "Cancel", style: .cancel))
  rename.addAction(AlertAction(title: "Rename", emphasis: .high))
  describe(rename, on: presenter)

  let vague = AlertController(title: "Error", message: nil)
  vague.addAction(AlertAction(title: "OK"))
  vague.addAction(AlertAction(title: "Try again later when online"))
  vague.addAction(AlertAction(title: "Cancel", style: .cancel))
  vague.addAction(AlertAction(title: "Dismiss", style: .cancel))
  describe(vague, on: presenter)
}

MainActor.assumeIsolated { main() }
