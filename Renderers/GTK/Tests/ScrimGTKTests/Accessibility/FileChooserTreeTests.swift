import ScrimSystem
import Testing

/// zenity's file selection and `scrim-gtk zenity`'s, both read with pyatspi over a folder
/// the test makes: a screen reader finds each file by its name in both, and in ours the
/// path as a text field's value, which Space completes.
@Suite struct FileChooserTreeTests {
  let scrim = ScreenReaderProbe.scrimGTK

  @Test("the folder's files are named nodes in both; ours has the path, which Space completes")
  func fileSelectionTree() throws {
    var template = Array("/tmp/scrim-atspi-files-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
    let root = try #require(made.map { String(cString: $0) })
    let files = ["notes.txt", "report.pdf"]
    for name in files { close(open(root + "/" + name, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)) }
    defer {
      for name in files { unlink(root + "/" + name) }
      rmdir(root)
    }
    let box = ["--file-selection", "--filename=\(root)/"]
    let zenity = try ScreenReaderProbe.run(["zenity"] + box)
    let ours = try ScreenReaderProbe.run([scrim, "zenity"] + box, keys: ["n", "space"])
    for probe in [zenity, ours] {
      for name in files {
        #expect(probe.nodes.contains { $0.contains("\"\(name)\"") }, "\(name): \(probe.output)")
      }
    }
    #expect(ours.nodes.contains { $0.contains("\(root)/") }, "\(ours.output)")
    #expect(ours.nodesAfter.contains { $0.contains("\(root)/notes.txt") }, "\(ours.output)")
  }
}
