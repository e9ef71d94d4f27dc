/// The buttons' labels: each program's own words unless an option gives others.
struct CompatLabels {
  let program: CompatProgram
  let options: CompatOptions

  var ok: String { options.okLabel ?? (program == .whiptail ? "Ok" : "OK") }
  var cancel: String { options.cancelLabel ?? "Cancel" }
  var yes: String { options.yesLabel ?? "Yes" }
  var no: String { options.noLabel ?? "No" }
  /// A textbox's one button: whiptail's "Ok", dialog's "EXIT".
  var exit: String { options.exitLabel ?? (program == .whiptail ? "Ok" : "EXIT") }
  var extra: String { options.extraLabel ?? "Extra" }
  var help: String { options.helpLabel ?? "Help" }
}
