import ScrimCore
import ScrimSystem

/// zenity's `--calendar` options: the day, month and year it starts on (today's where
/// one is not given) and the format OK prints the date in.
package struct ZenityCalendarOptions: Hashable, Sendable {
  package var day: Int?
  package var month: Int?
  package var year: Int?
  /// `--date-format`: strftime's; nil for the locale's date (`%m/%d/%y` in C).
  package var dateFormat: String?

  package init() {}
}

extension ZenityOptionTable {
  /// The calendar's rows; a number below 0 counts as not given, as zenity reads them.
  static let calendarOptions: [ZenityOption] = [
    ZenityOption("day", .integer, for: [.calendar], unchanged: .belowZero) {
      $0.calendar.day = Int($1).flatMap { $0 > 0 ? $0 : nil }
    },
    ZenityOption("month", .integer, for: [.calendar], unchanged: .belowZero) {
      $0.calendar.month = Int($1).flatMap { $0 > 0 ? $0 : nil }
    },
    ZenityOption("year", .integer, for: [.calendar], unchanged: .belowZero) {
      $0.calendar.year = Int($1).flatMap { $0 > 0 ? $0 : nil }
    },
    ZenityOption("date-format", .string, for: [.calendar]) { $0.calendar.dateFormat = $1 },
  ]
}

extension ZenityBuilder {
  /// zenity's calendar: a date picker with GTK's keys (focus starts on OK; in the grid
  /// the arrows move a focused day and Space picks it) on the day, month and year given,
  /// today's where not; OK and a time-out print the date in `--date-format`.
  func calendar(_ request: ZenityRequest) -> ShownBox<ZenityRequest> {
    let label = ZenityText.plain(fromMarkup: ZenityText.compressed(Self.text(of: request)))
    let dialog = makeDialog(request, message: label)
    let today = LocalTime.today()
    let picker = DatePicker(title: "Calendar", date: Self.calendarStart(request, today: today))
    picker.today = today
    picker.keyConvention = .gtk
    // GTK moves focus by direction: Right on OK, the last button, goes nowhere.
    dialog.presentationOptions.arrowKeysWrap = false
    dialog.addControl(.datePicker(picker))
    let shown = ShownBox(
      request: request, modal: dialog, windowTitle: request.title ?? Self.title(of: .calendar))
    addButtons(to: shown, dialog)
    let format = request.calendar.dateFormat ?? String(cString: nl_langinfo(nl_item(D_FMT)))
    shown.readValue = { .text((LocalTime.format(format, date: picker.date) ?? "") + "\n") }
    return shown
  }

  /// The date GTK's calendar starts on: today, moved to the month and year given, on the
  /// day given (GTK refuses one past 31, keeping today's), as near as the month has.
  static func calendarStart(_ request: ZenityRequest, today: CalendarDate) -> CalendarDate {
    let options = request.calendar
    let year = options.year.map { min($0, CalendarDate.years.upperBound) } ?? today.year
    let month = options.month.map { min(max($0, 1), 12) } ?? today.month
    let last = CalendarDate.daysIn(month: month, year: year)
    let day = min(options.day.flatMap { $0 <= 31 ? $0 : nil } ?? today.day, last)
    return CalendarDate(year: year, month: month, day: day) ?? today
  }
}
