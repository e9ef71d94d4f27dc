import ScrimCore
import ScrimLine
import ScrimSystem
import Testing

/// Line mode as a Swift app offers it: a `LineApp` on a pipe of answers, presenting as it
/// would on a terminal or in a window, and what it said read back from its output pipe.
@MainActor
@Suite("Line mode as an app offers it")
struct LineAppTests {
  /// What ran, in order.
  final class Log {
    var entries: [String] = []
  }

  /// Makes an app whose answers are `answers`, lets `body` present on it, runs it, and
  /// returns everything it wrote.
  func said(answering answers: String, _ body: (LineApp) throws -> Void) throws -> String {
    var input: [Int32] = [-1, -1]
    var output: [Int32] = [-1, -1]
    try #require(pipe(&input) == 0 && pipe(&output) == 0)
    var bytes = Array(answers.utf8)
    #expect(write(input[1], &bytes, bytes.count) == bytes.count)
    close(input[1])
    let app = LineApp(input: input[0], output: output[1])
    try body(app)
    app.run()
    close(output[1])
    close(input[0])
    var text: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(output[0], &buffer, buffer.count)
      guard count > 0 else { break }
      text += buffer[0..<count]
    }
    close(output[0])
    return String(decoding: text, as: UTF8.self)
  }

  func deleteAlert(_ log: Log) -> AlertController {
    let alert = AlertController(
      title: "Delete draft?", message: "Gone for good.", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel) { log.entries.append($0.title) })
    alert.addAction(
      AlertAction(title: "Delete", style: .destructive) { log.entries.append($0.title) })
    return alert
  }

  @Test("an alert is read out and answered by its number; its handler and completion run once")
  func alert() throws {
    let log = Log()
    let said = try said(answering: "2\n") { app in
      try app.present(deleteAlert(log)) { log.entries.append("ended: \($0.reason)") }
    }
    #expect(log.entries == ["Delete", "ended: action"])
    #expect(
      said == """
        Delete draft?
        Gone for good.
          1. Cancel
          2. Delete (Destructive)
        Choose an action (1-2): 2

        """)
  }

  @Test("the end of input is the screen reader's escape: the alert is cancelled")
  func endOfInput() throws {
    let log = Log()
    _ = try said(answering: "") { app in
      try app.present(deleteAlert(log)) { log.entries.append("ended: \($0.reason)") }
    }
    #expect(log.entries == ["Cancel", "ended: escape"])
  }

  @Test("a dialog asks for its field and switch, then its action; a snackbar is read after it")
  func dialogThenSnackbar() throws {
    let log = Log()
    let field = TextField(placeholder: "Name")
    let said = try said(answering: "notes\ny\n\n") { app in
      let dialog = Dialog(title: "Rename draft", message: nil)
      dialog.addControl(.textField(field))
      dialog.addControl(.toggle(Toggle(title: "Keep a copy", isOn: false)))
      dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
      dialog.addAction(AlertAction(title: "Save") { log.entries.append($0.title) })
      dialog.preferredAction = dialog.actions.last
      try app.present(dialog)
      var message = SnackbarMessage(text: "Draft renamed")
      message.completion = { log.entries.append("snackbar: \($0)") }
      app.show(message)
    }
    #expect(field.text == "notes")
    #expect(log.entries == ["Save", "snackbar: timeout"])
    #expect(said.hasSuffix("Draft renamed\n"), "the snackbar was read after the dialog")
  }

  @Test("a slider asks a number within its bounds, again when it is out of them")
  func sliderAskedAgain() throws {
    let log = Log()
    let volume = Slider(title: "Volume", value: 40, range: 0...100, step: 5)
    let dialog = Dialog(title: "Sound")
    dialog.addControl(.slider(volume))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK") { log.entries.append($0.title) })
    let said = try said(answering: "250\nloud\n73\n2\n") { app in try app.present(dialog) }
    #expect(log.entries == ["OK"])
    #expect(volume.value == 73, "any whole number in the range, not only a step's")
    #expect(said.contains("Volume (0 to 100, Return keeps 40): "))
    let complaints = said.split(separator: "\n").filter {
      $0.contains("enter a whole number from 0 to 100")
    }
    #expect(complaints.count == 2, "250 and loud were refused")
  }

  @Test("a date picker asks year-month-day and a time picker hours:minutes, again on bad ones")
  func pickersAskedAgain() throws {
    let log = Log()
    let start = try #require(CalendarDate(year: 2026, month: 12, day: 5))
    let due = DatePicker(title: "Due", date: start)
    let at = TimePicker(title: "At", hour: 9, minute: 0)
    at.showsSeconds = false
    let dialog = Dialog(title: "Reminder")
    dialog.addControl(.datePicker(due))
    dialog.addControl(.timePicker(at))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK") { log.entries.append($0.title) })
    let said = try said(answering: "tomorrow\n2026-12-24\n25:00\n18:30\n2\n") { app in
      try app.present(dialog)
    }
    #expect(log.entries == ["OK"])
    #expect(due.date.description == "2026-12-24")
    #expect(at.valueText == "18:30")
    #expect(
      said.contains("Due (year-month-day, Return keeps 2026-12-05, Saturday 5 December 2026): "))
    #expect(said.contains("At (hours:minutes, Return keeps 09:00): "))
    #expect(said.contains("enter a date as year-month-day"))
    #expect(said.contains("enter a time as hours:minutes, like 18:30"))
  }

  @Test("a field that breaks its rule is asked again with its error, then OK is offered")
  func fieldAskedAgain() throws {
    let log = Log()
    let port = TextField(placeholder: "Port")
    port.rules = [.required(), .number(in: 1...65535)]
    let dialog = Dialog(title: "Server")
    dialog.addControl(.textField(port))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK") { log.entries.append($0.title) })
    let said = try said(answering: "\n70000\n8080\n2\n") { app in try app.present(dialog) }
    #expect(log.entries == ["OK"])
    #expect(port.text == "8080")
    let errors = said.split(separator: "\n").filter { $0.hasPrefix("Error: ") }
    #expect(errors == ["Error: Required", "Error: Enter a number from 1 to 65535"])
    #expect(said.contains("2. OK"), "offered once the port passes")
  }
}
