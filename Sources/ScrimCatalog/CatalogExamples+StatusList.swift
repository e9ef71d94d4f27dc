import ScrimCore

extension CatalogExample {
  /// dialog's mixed gauge as the core's status list: each task's state in a chip, a share
  /// filling its chip, and the overall progress under them.
  static let statusListDialog = CatalogExample(
    title: "Mixed gauge",
    summary: "A status list of tasks and their states over an overall progress bar.",
    content: .modal { scheme, _ in
      let steps = StatusList(items: [
        .init(name: "Partition the disk", state: "Done"),
        .init(name: "Format /dev/sda1", state: "Succeeded"),
        .init(name: "Install packages", state: "40%", fraction: 0.4),
        .init(name: "Set up the boot loader", state: "Waiting"),
      ])
      steps.accessibilityLabel = "Installation steps"
      let dialog = Dialog(title: "Installing", message: "Scrim OS is being installed.")
      dialog.addControl(.statusList(steps))
      let overall = ProgressIndicator(fraction: 0.55)
      overall.accessibilityLabel = "Overall progress"
      dialog.addControl(.progress(overall))
      dialog.addAction(AlertAction(title: "Hide", style: .cancel))
      dialog.applyTheme(withScheme: scheme)
      return dialog
    })
}
