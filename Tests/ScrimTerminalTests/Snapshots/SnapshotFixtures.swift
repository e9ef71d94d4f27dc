import ScrimCore

/// The components pictured by the snapshot tests, each with long text that wraps, CJK
/// and emoji (a ZWJ sequence and one with a variation selector).
@MainActor
enum SnapshotFixtures {
  /// Title, wrapping message, Cancel and a destructive Delete.
  static func alert(_ scheme: ContainerScheme) -> AlertController {
    let alert = AlertController(
      title: "草稿を削除しますか？ Delete draft? 🗑️",
      message: "The draft \"Quarterly report 👩‍💻\" and its 12 attachments will be removed "
        + "from this device and every device signed in to your account. 削除すると元に戻せません。",
      preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive))
    alert.applyTheme(withScheme: scheme)
    return alert
  }

  /// A share sheet: four choices, one destructive, and Cancel.
  static func actionSheet(_ scheme: ContainerScheme, anchor: Rect? = nil) -> AlertController {
    let sheet = AlertController(
      title: "Share \"Quarterly report 👩‍💻\"",
      message: "Choose where to send the draft. People you share with can read every "
        + "attachment, 共有先のユーザーはすべて閲覧できます。",
      preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Copy link 🔗"))
    sheet.addAction(AlertAction(title: "Send to 田中さん"))
    sheet.addAction(AlertAction(title: "Export as PDF"))
    sheet.addAction(AlertAction(title: "Delete 🗑️", style: .destructive))
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    sheet.sourceRect = anchor
    sheet.applyTheme(withScheme: scheme)
    return sheet
  }

  /// A dialog with every control: text, a text field with text, a secure field, a toggle
  /// that is on and a choice list, then Cancel (outlined) and OK (contained).
  static func dialog(_ scheme: ContainerScheme) -> Dialog {
    let dialog = Dialog(
      title: "Sign in 👩‍💻 サインイン",
      message: "Your drafts sync to every device signed in with this account, so you can "
        + "pick up where you left off.")
    dialog.addControl(.textField(TextField(placeholder: "Name", text: "Ada 草稿 Lovelace")))
    dialog.addControl(
      .textField(TextField(placeholder: "Password", text: "hunter2", isSecureTextEntry: true)))
    dialog.addControl(.toggle(Toggle(title: "Remember me on this device 🔒", isOn: true)))
    dialog.addControl(
      .choice(ChoiceList(title: "Sync", options: ["Wi-Fi only", "Always 常に"], selectedIndex: 1)))
    dialog.addControl(.text("Signed in elsewhere as 田中 🧑‍🚀"))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel, emphasis: .medium))
    dialog.addAction(AlertAction(title: "OK", emphasis: .high))
    dialog.applyTheme(withScheme: scheme)
    return dialog
  }

  /// A dialog whose actions all have the default low emphasis: Save, its preferred action,
  /// is raised to an outlined button so it stands out.
  static func plainDialog(_ scheme: ContainerScheme) -> Dialog {
    let dialog = Dialog(title: "Save changes?", message: "Your edits to the draft are kept.")
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Discard", style: .destructive))
    dialog.addAction(AlertAction(title: "Save"))
    dialog.applyTheme(withScheme: scheme)
    return dialog
  }

  /// A two-line snackbar with an Undo action.
  static var snackbar: SnackbarMessage {
    SnackbarMessage(
      text: "Draft 草稿 deleted 🗑️ with its 12 attachments; they stay in the bin for 30 days",
      action: SnackbarMessage.Action(title: "Undo"))
  }

  /// A top banner with an icon, a title, a wrapping description and two actions; it
  /// takes focus so the focused button is pictured.
  static var banner: Banner {
    Banner(
      icon: "📶", title: "Offline オフライン",
      description: "Changes to \"Quarterly report 👩‍💻\" are saved on this device and sync "
        + "when the connection returns. 接続が戻ると同期します。",
      actions: [
        Banner.Action(title: "Not now", role: .dismissive), Banner.Action(title: "Retry"),
      ],
      focusOnShow: true)
  }
}
