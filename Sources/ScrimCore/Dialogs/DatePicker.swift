/// Material's date picker (UIKit's `UIDatePicker` in `.date` mode): a month's grid of
/// days with the month and year above it, one day picked.
///
///     let due = DatePicker(title: "Due", date: CalendarDate(year: 2026, month: 12, day: 5)!)
///     due.today = CalendarDate(year: 2026, month: 12, day: 5)  // handed in: no clock here
///     dialog.addControl(.datePicker(due))
///     // after the dialog: due.date
///
/// Left and Right move a day, Up and Down a week, Page Up and Page Down a month, Home and
/// End to the month's first and last day; a click picks a day. With the `.dialog` key
/// convention the month and year are stops of their own, as in dialog's calendar box
/// (see `KeyConvention`). A screen reader reads it as a date picker whose value is the
/// date in ISO 8601 ("1981-07-07"), and sets it the same way.
@MainActor
public final class DatePicker {
  /// The keys a date picker takes, and where focus starts.
  public enum KeyConvention: Hashable, Sendable {
    /// Material's calendar: one stop; Page Up and Page Down move a month.
    case material
    /// dialog(1)'s calendar box: the month, the year and the days are three Tab stops
    /// after the buttons, where every arrow moves that part; in the days Page Up and
    /// Page Down move a week, `+`, `-`, `h`, `j`, `k` and `l` move as the arrows do; a
    /// month or a year is stepped by its length in days; focus starts on the buttons.
    case dialog
    /// GTK 3's calendar (zenity's): focus starts on the buttons; in the grid the arrows
    /// move a focused day (none at first, so the first arrow lands on the grid's first or
    /// last cell, where the days of the months around show too), Space picks it, and
    /// Return is left to nobody: the picked day is what OK answers.
    case gtk
  }

  /// The part of the picker the keys move.
  public enum Part: Hashable, Sendable, CaseIterable {
    /// The month, stepped a month at a time.
    case month
    /// The year, stepped a year at a time.
    case year
    /// The day grid.
    case day
  }

  /// The picker's label.
  public var title: String {
    didSet { revision &+= 1 }
  }
  /// The picked date.
  public var date: CalendarDate {
    didSet { if date != oldValue { revision &+= 1 } }
  }
  /// Today, marked in the grid when its month shows; nil marks nothing.
  ///
  /// The core reads no clock: the app hands it in.
  ///
  /// Defaults to nil.
  public var today: CalendarDate? {
    didSet { revision &+= 1 }
  }
  /// The weekday each row starts on, from 0 (Sunday) to 6.
  ///
  /// Defaults to 0.
  public var firstWeekday: Int {
    didSet {
      firstWeekday = ((firstWeekday % 7) + 7) % 7
      revision &+= 1
    }
  }
  /// The keys it takes.
  ///
  /// Defaults to `.material`.
  public var keyConvention: KeyConvention = .material
  /// The months' names, January first.
  ///
  /// Defaults to English.
  public var monthNames: [String] = DatePicker.englishMonths {
    didSet { revision &+= 1 }
  }
  /// The weekdays' short names, Sunday first.
  ///
  /// Defaults to English ("Sun", "Mon"...).
  public var weekdayNames: [String] = DatePicker.englishWeekdays {
    didSet { revision &+= 1 }
  }
  package private(set) var revision = 0

  /// Makes a date picker showing `date`'s month.
  public init(title: String, date: CalendarDate, firstWeekday: Int = 0) {
    self.title = title
    self.date = date
    self.firstWeekday = ((firstWeekday % 7) + 7) % 7
  }

  /// The name of the shown month.
  public var monthName: String { Self.name(monthNames, date.month - 1, Self.englishMonths) }

  /// The shown month's weeks, each seven days from `firstWeekday`; nil where a day
  /// belongs to the month before or after.
  public var weeks: [[Int?]] {
    let first = date.adding(days: 1 - date.day)
    let lead = ((first.weekday - firstWeekday) % 7 + 7) % 7
    let cells = lead + date.daysInMonth
    return (0..<((cells + 6) / 7)).map { week in
      (0..<7).map { column in
        let day = week * 7 + column - lead + 1
        return (1...date.daysInMonth).contains(day) ? day : nil
      }
    }
  }

  /// The weekdays' names in the order the columns show them.
  public var columnNames: [String] {
    (0..<7).map { Self.name(weekdayNames, (firstWeekday + $0) % 7, Self.englishWeekdays) }
  }

  /// The date as a screen reader reads it and line mode asks it: "1981-07-07".
  public var valueText: String { date.description }

  /// Sets the day of the shown month, if it has that day.
  func pick(day: Int) {
    guard (1...date.daysInMonth).contains(day) else { return }
    date = date.adding(days: day - date.day)
  }

  static func name(_ names: [String], _ index: Int, _ fallback: [String]) -> String {
    names.indices.contains(index) ? names[index] : fallback[index]
  }

  static let englishMonths = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  static let englishWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
}

extension DatePicker {
  /// What the layout measures of it.
  func content(measurer: some TextMeasurer) -> DatePickerContent {
    let names = columnNames.map(TextSanitizer.cappingMarks)
    return DatePickerContent(
      month: TextSanitizer.cappingMarks(monthName), year: String(date.year), columnNames: names,
      weeks: weeks, cellWidth: DatePickerContent.cellWidth(names: names, measurer: measurer))
  }
}
