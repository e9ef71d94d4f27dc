import ScrimCore

extension CompatBuilder {
  /// dialog's calendar: a date picker on dialog's keys (focus starts on OK; Tab visits the
  /// month, the year and the days) from today, or the day, month and year given (see
  /// `calendarStart`); OK
  /// writes the date as `dd/mm/yyyy` or by `--date-format`.
  func addCalendar(to shown: ShownBox<CompatBox>, labels: CompatLabels) throws(CompatUsageError) {
    let box = shown.box
    let given = try box.restNumbers()
    let today = LocalTime.today()
    let picker = DatePicker(
      title: "Date",
      date: Self.calendarStart(
        today: today, day: given.first, month: given.dropFirst().first,
        year: given.dropFirst(2).first))
    picker.today = today
    picker.keyConvention = .dialog
    shown.dialog.addControl(.datePicker(picker))
    let format = box.options.dateFormat
    shown.readValue = { .text(Self.calendarResult(picker.date, format: format)) }
    addOKCancel(to: shown, labels: labels)
    if box.options.helpButton { shown.addButton(labels.help, .help) }
  }

  /// The date dialog's calendar starts on: today, with the year (from 1900), month (from
  /// 1, a 13th being next January) and day (if the month has it) given put in, as dialog
  /// does through `mktime`.
  static func calendarStart(today: CalendarDate, day: Int?, month: Int?, year: Int?)
    -> CalendarDate
  {
    var shownYear =
      year.flatMap { $0 >= 1900 && CalendarDate.years.contains($0) ? $0 : nil }
      ?? today.year
    var shownMonth = today.month
    if let month, month >= 1 {
      let index = min(month, 12 * 100_000) - 1
      shownYear = min(shownYear + index / 12, CalendarDate.years.upperBound)
      shownMonth = index % 12 + 1
    }
    let last = CalendarDate.daysIn(month: shownMonth, year: shownYear)
    let shownDay = day.flatMap { (1...last).contains($0) ? $0 : nil } ?? today.day
    let first = CalendarDate(year: shownYear, month: shownMonth, day: 1) ?? today
    return first.adding(days: shownDay - 1)
  }

  /// What OK writes: `--date-format` through strftime (at the time of day it is, as
  /// dialog's), or, when there is none or it writes nothing, the day, month and year as
  /// `%02d/%02d/%d`.
  static func calendarResult(_ date: CalendarDate, format: String?) -> String {
    let now = LocalTime.now()
    if let format,
      let text = LocalTime.format(
        format, date: date, hour: Int(now.tm_hour), minute: Int(now.tm_min),
        second: Int(now.tm_sec)),
      !text.isEmpty
    {
      return text
    }
    return "\(date.day.zeroPadded(2))/\(date.month.zeroPadded(2))/\(date.year)"
  }

}
