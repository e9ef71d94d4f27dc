/// A program whose command line scrim reads, as its option tables name it.
enum DropInProgram: String, CaseIterable, Hashable, Sendable {
  case whiptail, dialog, zenity
}

extension CompatProgram {
  /// The same program, as the option tables name it.
  var dropIn: DropInProgram {
    switch self {
    case .whiptail: .whiptail
    case .dialog: .dialog
    }
  }
}
