/// What zenity prints and exits with for each ending of a box.
package enum ZenityOutput {
  /// What the script gets: stdout's text and the exit status, with zenity's codes (0 OK,
  /// 1 Cancel or closed, an extra button's label with 1, 5 time-out) or the ones the
  /// environment sets (`ZENITY_OK` or `DIALOG_OK` and the others), as zenity reads them.
  ///
  /// - Parameters:
  ///   - ending: How the box ended, with what it held then.
  ///   - variable: Reads the environment.
  package static func result(
    for ending: BoxEnding, of request: ZenityRequest, variable: (String) -> String?
  ) -> (output: String, status: Int32) {
    func code(_ name: String, _ standard: Int32) -> Int32 {
      let set = variable("ZENITY_\(name)") ?? variable("DIALOG_\(name)")
      return set.map(Self.atoi) ?? standard
    }
    var value: String? {
      guard case .text(let text) = ending.value else { return nil }
      return text
    }
    switch ending.reason {
    case .button where request.box == .about:
      // GTK's about dialog answers its Close as the window closing.
      return ("", code("ESC", 1))
    case .button(.ok):
      return (value ?? "", code("OK", 0))
    case .button(.cancel), .button(.help):
      return ("", code("CANCEL", 1))
    case .button(.extra(let index)):
      let label = request.extraButtons.indices.contains(index) ? request.extraButtons[index] : ""
      return (label + "\n", code("ESC", 1))
    case .closed, .finished:
      return ("", code("ESC", 1))
    case .interrupted(let signal):
      return ("", 128 + signal)
    case .timeout:
      switch request.box {
      case .entry, .list, .forms, .textInfo, .scale, .fileSelection, .calendar:
        // These print what they hold, as OK would, and exit as a time-out.
        return (value ?? "", code("TIMEOUT", 5))
      case .password, .colorSelection:
        // zenity's password box and colour selection take the time-out for a button they
        // do not have.
        return ("", code("ESC", 1))
      default:
        // The others leave at once with 5, whatever the environment says.
        return ("", 5)
      }
    }
  }

  /// The number C's `atoi` reads at the start of `text`, 0 for none.
  static func atoi(_ text: String) -> Int32 {
    let trimmed = text.drop { $0 == " " || ("\t"..."\r").contains($0) }
    var sign: Int64 = 1
    var rest = trimmed[...]
    if let first = rest.first, first == "+" || first == "-" {
      sign = first == "-" ? -1 : 1
      rest = rest.dropFirst()
    }
    var value: Int64 = 0
    for character in rest {
      guard let digit = character.wholeNumberValue, character.isASCII else { break }
      value = min(value * 10 + Int64(digit), Int64(UInt32.max))
    }
    return Int32(truncatingIfNeeded: sign * value)
  }
}
