import ScrimCore

extension CompatBuilder {
  /// dialog's timebox: a time picker on dialog's keys (focus starts on OK; Tab, Left and
  /// Right visit the hour, the minute and the second) from the time it is, or the hour,
  /// minute and second given (a negative one keeps the time's; one past 23 or 59 is an
  /// error, as dialog's); OK writes `hh:mm:ss` or `--time-format` (strftime).
  func addTimebox(to shown: ShownBox<CompatBox>, labels: CompatLabels) throws(CompatUsageError) {
    let box = shown.box
    let given = try box.restNumbers()
    let now = LocalTime.now()
    let clock = [Int(now.tm_hour), Int(now.tm_min), Int(now.tm_sec)]
    var fields: [Int] = []
    for (index, limit) in [23, 59, 59].enumerated() {
      let value = given.indices.contains(index) && given[index] >= 0 ? given[index] : clock[index]
      guard value <= limit else {
        throw CompatUsageError("--timebox: \(value) is past \(limit), the last it can show")
      }
      fields.append(value)
    }
    let picker = TimePicker(title: "Time", hour: fields[0], minute: fields[1], second: fields[2])
    picker.keyConvention = .dialog
    shown.dialog.addControl(.timePicker(picker))
    let format = box.options.timeFormat
    shown.readValue = {
      .text(Self.timeboxResult(picker.hour, picker.minute, picker.second, format: format))
    }
    addOKCancel(to: shown, labels: labels)
    if box.options.helpButton { shown.addButton(labels.help, .help) }
  }

  /// What OK writes: `--time-format` through strftime (on today's date, as dialog's), or,
  /// when there is none or it writes nothing, `%02d:%02d:%02d`.
  static func timeboxResult(_ hour: Int, _ minute: Int, _ second: Int, format: String?)
    -> String
  {
    if let format,
      let text = LocalTime.format(
        format, date: LocalTime.today(), hour: hour, minute: minute, second: second),
      !text.isEmpty
    {
      return text
    }
    return [hour, minute, second].map { $0.zeroPadded(2) }.joined(separator: ":")
  }
}
