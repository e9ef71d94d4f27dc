import ScrimCore

extension CatalogExample {
  /// Every example, in the order the catalog lists them.
  package static let all: [CatalogExample] = [
    CatalogExample(
      title: "Alert", summary: "Cancel leads, the destructive action trails; Return picks Cancel.",
      content: .modal { scheme, _ in
        let alert = AlertController(
          title: "Delete draft?",
          message: "This draft and its 3 attachments will be gone for good.",
          preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        alert.applyTheme(withScheme: scheme)
        return alert
      }),
    CatalogExample(
      title: "Alert with text fields",
      summary: "UIAlertController's addTextField: a name and a secure password.",
      content: .modal { scheme, _ in
        let alert = AlertController(
          title: "Sign in to Wi‑Fi", message: "“Café 草稿 ☕” needs a password.",
          preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "User name" }
        alert.addTextField {
          $0.placeholder = "Password"
          $0.isSecureTextEntry = true
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let join = AlertAction(title: "Join", emphasis: .high)
        alert.addAction(join)
        alert.preferredAction = join
        alert.applyTheme(withScheme: scheme)
        return alert
      }),
    CatalogExample(
      title: "Action sheet",
      summary: "A popover at the toolbar's Share item when wide, a bottom sheet when narrow.",
      content: .modal { scheme, anchor in
        let sheet = AlertController(
          title: "Share “Quarterly report”", message: nil, preferredStyle: .actionSheet)
        for title in ["Copy link", "Send by mail", "Export as PDF"] {
          sheet.addAction(AlertAction(title: title))
        }
        sheet.addAction(AlertAction(title: "Move to trash", style: .destructive))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.sourceRect = anchor
        sheet.applyTheme(withScheme: scheme)
        return sheet
      }),
    CatalogExample(
      title: "Popup menu",
      summary: "UIMenu/JET's menu at the entry: arrows, letters, a sub-menu; Esc closes.",
      content: .menu { CatalogMenu.edit }),
    CatalogExample(
      title: "Dialog", summary: "JET's dialog: a field, a switch and a choice; OK is the default.",
      content: .modal { scheme, _ in
        let dialog = Dialog(title: "New project", message: "Pick a name and a template.")
        dialog.addControl(.textField(TextField(placeholder: "Project name", text: "scrim-demo")))
        dialog.addControl(.toggle(Toggle(title: "Initialise a git repository", isOn: true)))
        dialog.addControl(
          .choice(ChoiceList(title: "Template", options: ["Library", "Executable", "Plug-in"])))
        dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
        dialog.addAction(AlertAction(title: "Create", emphasis: .high))
        dialog.applyTheme(withScheme: scheme)
        return dialog
      }),
    imageDialog,
    fileChooserDialog,
    datePickerDialog,
    treeDialog,
    transferDialog,
    renameDialog,
    statusListDialog,
    editableTextDialog,
    bigTextDialog,
    CatalogExample(
      title: "Long dialog", summary: "A body taller than the terminal scrolls; the wheel works.",
      content: .modal { scheme, _ in
        let terms = (1...30).map { "§\($0). The licensee shall read clause \($0) carefully. 👩‍💻" }
        let dialog = Dialog(title: "Licence agreement", message: terms.joined(separator: "\n"))
        dialog.addAction(AlertAction(title: "Decline", style: .cancel))
        dialog.addAction(AlertAction(title: "Accept", emphasis: .high))
        dialog.applyTheme(withScheme: scheme)
        return dialog
      }),
    CatalogExample(
      title: "Snackbar", summary: "A short message that times out after 4 seconds.",
      content: .snackbars { [SnackbarMessage(text: "Draft saved")] }),
    CatalogExample(
      title: "Snackbar with action", summary: "An action keeps it until it is used or dismissed.",
      content: .snackbars {
        [
          SnackbarMessage(
            text: "Conversation archived", action: SnackbarMessage.Action(title: "Undo"),
            focusOnShow: true)
        ]
      }),
    CatalogExample(
      title: "Queued snackbars", summary: "Three messages show one after another, in order.",
      content: .snackbars {
        // Each has its own category: MDC replaces uncategorized messages instead of
        // queueing them.
        ["Uploading 1 of 3 files…", "Uploading 2 of 3 files…", "All 3 files uploaded ✅"]
          .enumerated().map {
            SnackbarMessage(text: $1, duration: .seconds(2), category: "upload \($0)")
          }
      }),
    CatalogExample(
      title: "High-priority message", summary: "Interrupts the visible message, which comes back.",
      content: .snackbars {
        [
          SnackbarMessage(text: "Syncing your library…", duration: .seconds(6), category: "sync"),
          SnackbarMessage(
            text: "Connection lost — retrying", category: "network", priority: .high),
        ]
      }),
    CatalogExample(
      title: "Suspended messages",
      summary: "Messages wait behind a suspension token; running it again lets them go.",
      content: .suspension),
    CatalogExample(
      title: "Banner", summary: "A top banner with an icon and two actions; it stays until used.",
      content: .banner {
        Banner(
          icon: "⚠", title: "You are offline",
          description: "Changes are saved on this computer and sync when you reconnect.",
          actions: [
            Banner.Action(title: "Dismiss", role: .dismissive),
            Banner.Action(title: "Retry", role: .confirming),
          ])
      }),
    CatalogExample(
      title: "Bottom banner", summary: "Without actions a banner dismisses itself after 5 s.",
      content: .banner {
        Banner(description: "A new version of Scrim is available.", position: .bottom)
      }),
  ]
}
