import ScrimCatalog
import ScrimCore
import ScrimTerminal
import ScrimTesting

extension Screenshot {
  /// Every shot, in the order the README shows them.
  static let all: [Screenshot] = [
    Screenshot(
      name: "alert", title: "Alert “Delete draft?” over the drafts list, light theme, 80×24"
    ) { app, _ in
      let alert = AlertController(
        title: "Delete draft?",
        message: "“Quarterly report” and its 2 attachments will be deleted. "
          + "You can’t undo this.",
        preferredStyle: .alert)
      alert.addAction(AlertAction(title: "Cancel", style: .cancel))
      alert.addAction(AlertAction(title: "Delete", style: .destructive))
      try app.present(alert)
    },
    Screenshot(
      name: "action-sheet",
      title: "Action sheet “Move “Quarterly report” to” as a bottom sheet, light theme, 80×24"
    ) { app, _ in
      let sheet = AlertController(
        title: "Move “Quarterly report” to", message: nil, preferredStyle: .actionSheet)
      for folder in ["Inbox", "Archive", "Templates"] {
        sheet.addAction(AlertAction(title: folder))
      }
      sheet.addAction(AlertAction(title: "Move to trash", style: .destructive))
      sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
      try app.present(sheet)
    },
    Screenshot(
      name: "popover",
      title: "Action sheet “Share” as a popover at the toolbar's Share item, light theme, 120×30",
      columns: 120, rows: 30
    ) { app, host in
      let sheet = AlertController(
        title: "Share “Quarterly report”", message: nil, preferredStyle: .actionSheet)
      for title in ["Copy link", "Send by mail", "Export as PDF"] {
        sheet.addAction(AlertAction(title: title))
      }
      sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
      sheet.sourceRect = host.frame(ofToolbarItem: "Share", width: app.screen.width)
      try app.present(sheet)
    },
    Screenshot(
      name: "menu",
      title: "Popup menu “Edit” where a draft was clicked, its “Sort by” sub-menu open, 80×24"
    ) { app, _ in
      try app.present(CatalogMenu.edit, from: .point(x: 24, y: 4))
      // Down to Sort by (Paste is disabled and passed over), then Right opens it.
      for key: Key in [.down, .down, .right] { app.stage.handle(.key(key)) }
    },
    Screenshot(
      name: "dialog",
      title: "Dialog “Export draft” with a text field, a switch and a choice, dark theme, 80×24",
      scheme: .dark
    ) { app, _ in
      let dialog = Dialog(
        title: "Export draft", message: "Save “Quarterly report” as a file.")
      dialog.addControl(
        .textField(TextField(placeholder: "File name", text: "quarterly-report-q3")))
      dialog.addControl(.toggle(Toggle(title: "Include attachments", isOn: true)))
      dialog.addControl(
        .choice(ChoiceList(title: "Format", options: ["PDF", "Markdown", "Plain text"])))
      dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
      dialog.addAction(AlertAction(title: "Export", emphasis: .high))
      try app.present(dialog)
    },
    Screenshot(
      name: "snackbar", title: "Snackbar “Draft deleted” with an Undo action, light theme, 80×24"
    ) { app, host in
      host.drafts.removeFirst()
      host.revision += 1
      app.show(
        SnackbarMessage(
          text: "Draft deleted", action: SnackbarMessage.Action(title: "Undo"),
          focusOnShow: true))
    },
    Screenshot(
      name: "banner", title: "Top banner “You are offline” with two actions, dark theme, 80×24",
      scheme: .dark
    ) { app, _ in
      try app.show(
        Banner(
          icon: "⚠", title: "You are offline",
          description: "Drafts are saved on this computer and sent when you reconnect.",
          actions: [
            Banner.Action(title: "Dismiss", role: .dismissive),
            Banner.Action(title: "Retry", role: .confirming),
          ]))
    },
    Screenshot(
      name: "catalog", title: "The catalog's main screen (scrim catalog), light theme, 110×24",
      columns: 110, rows: 24
    ) { terminal, clock in
      Catalog.makeApp(
        on: terminal, clock: clock,
        environment: TerminalEnvironment(
          variables: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: true))
    },
  ]
}
