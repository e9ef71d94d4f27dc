import Testing

@testable import ScrimCLI

extension ZenityLineModeTests {
  @Test("about: says scrim, its version and Close; Return, 1 and the end of input exit 1")
  func about() async {
    let closed = await run(["--about"], answers: [""])
    #expect(closed.status == 1 && closed.output.isEmpty)
    for words in ["scrim", ScrimVersion.current, "Display dialog boxes", "Copyright", "Close"] {
      #expect(closed.transcript.contains(words), "\(words) in \(closed.transcript)")
    }
    #expect(await run(["--about"]).status == 1)
    let coded = await run(
      ["--about", "--timeout=1"], answers: [""],
      variables: ["SCRIM_ACCESSIBLE": "1", "ZENITY_CANCEL": "7", "ZENITY_ESC": "9"])
    #expect(coded.status == 9 && coded.output.isEmpty)
  }
}
