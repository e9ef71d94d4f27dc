/// Whether the environment asks for line prompts, for a screen reader or a Braille
/// display, whatever the terminal could draw.
///
/// `SCRIM_ACCESSIBLE` asks with any value but empty or `0`; `ACCESSIBLE` with any value but
/// empty, the convention other command-line tools share (huh's accessible mode reads it),
/// so a user who set it once for them gets line prompts from scrim too.
///
///     LinePromptRequest.isAsked { ProcessInfo.processInfo.environment[$0] }
package enum LinePromptRequest {
  /// Whether `variable` (the process's environment) asks for line prompts.
  package static func isAsked(by variable: (String) -> String?) -> Bool {
    if let scrim = variable("SCRIM_ACCESSIBLE"), !scrim.isEmpty {
      return scrim != "0"
    }
    return variable("ACCESSIBLE").map { !$0.isEmpty } ?? false
  }
}
