import ScrimSystem
import Testing

/// The real zenity and scrim-gtk as zenity give the same stdout and exit status.
///
/// The same command lines with the same keys (xdotool), one case for each box; the cases
/// and the driver are in compare-with-zenity.sh beside this file. The zenity corpus is
/// larger.
@Suite("scrim-gtk as zenity answers as the real zenity does")
struct ZenityComparisonTests {
  @Test("each box: stdout and exit status as zenity's")
  func compare() throws {
    let here = String(#filePath).split(separator: "/").dropLast().joined(separator: "/")
    let package = "/" + here + "/../../.."
    let binary = package + "/.build/debug/scrim-gtk"
    try #require(access(binary, X_OK) == 0, "build scrim-gtk first: swift build --build-tests")
    for program in ["zenity", "xdotool"] {
      try #require(
        system("command -v \(program) >/dev/null") == 0,
        "\(program) is needed: apt-get install -y zenity xdotool")
    }
    guard let pipe = popen("'/\(here)/compare-with-zenity.sh' '\(binary)'", "r") else {
      Issue.record("the comparison script did not start")
      return
    }
    var text: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, pipe)
      guard count > 0 else { break }
      text += buffer[0..<count]
    }
    #expect(pclose(pipe) == 0)
    let lines = String(decoding: text, as: UTF8.self).split(separator: "\n")
    #expect(lines.count >= 14, "one line a case: \(lines)")
    for line in lines {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 5 else {
        Issue.record("not a case's line: \(line)")
        continue
      }
      #expect(
        fields[1] == fields[3] && fields[2] == fields[4],
        "\(fields[0]): zenity \(fields[1]) \(fields[2]), scrim-gtk \(fields[3]) \(fields[4])")
    }
  }
}
