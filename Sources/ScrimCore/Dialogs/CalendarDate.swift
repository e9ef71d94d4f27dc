/// A day of the proleptic Gregorian calendar: a year, a month from 1 to 12 and a day of
/// that month.
///
///     let date = CalendarDate(year: 1981, month: 7, day: 7)
///     date?.adding(days: 31)  // 1981-08-07
///
/// The core reads no clock: "today" comes from the app or the command.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year; 1 BC is 0.
  public let year: Int
  /// The month, from 1 (January) to 12.
  public let month: Int
  /// The day of the month, from 1.
  public let day: Int

  /// The years a date may fall in: wide enough for any script, narrow enough that day
  /// counts never overflow.
  public static let years = -999_999...999_999

  /// Makes a date, or nil when there is no such day (the 30th of February, month 13, a
  /// year outside `years`).
  public init?(year: Int, month: Int, day: Int) {
    guard Self.years.contains(year), (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date `ordinal` days after 1970-01-01 (before it when negative), clamped to the
  /// years a date may fall in.
  public init(daysSinceEpoch ordinal: Int) {
    let low = -365_243_219 - 719_468
    let high = 365_242_499 - 719_468
    // Howard Hinnant's civil-from-days, on eras of 400 years.
    let z = min(max(ordinal, low), high) + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * shifted + 2) / 5 + 1
    month = shifted < 10 ? shifted + 3 : shifted - 9
    year = min(
      max(yearOfEra + era * 400 + (month <= 2 ? 1 : 0), Self.years.lowerBound),
      Self.years.upperBound)
  }

  /// How many days after 1970-01-01 it is (negative before it).
  public var daysSinceEpoch: Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The day of the week, from 0 (Sunday) to 6 (Saturday).
  public var weekday: Int {
    let days = daysSinceEpoch
    // 1970-01-01 was a Thursday.
    return ((days % 7) + 11) % 7
  }

  /// The days in its month.
  public var daysInMonth: Int { Self.daysIn(month: month, year: year) }

  /// The day of the year, from 1.
  public var dayOfYear: Int {
    daysSinceEpoch - CalendarDate(unchecked: year, 1, 1).daysSinceEpoch + 1
  }

  /// The date `count` days later (earlier when negative).
  public func adding(days count: Int) -> CalendarDate {
    let (sum, overflow) = daysSinceEpoch.addingReportingOverflow(count)
    return CalendarDate(daysSinceEpoch: overflow ? (count < 0 ? Int.min / 2 : Int.max / 2) : sum)
  }

  /// The same day `count` months later (earlier when negative), or the month's last day
  /// when it is shorter.
  public func adding(months count: Int) -> CalendarDate {
    let clamped = min(max(count, -12 * 2_000_000), 12 * 2_000_000)
    let index = year * 12 + (month - 1) + clamped
    let newYear = Self.floorDivide(index, 12)
    let newMonth = index - newYear * 12 + 1
    let year = min(max(newYear, Self.years.lowerBound), Self.years.upperBound)
    let last = Self.daysIn(month: newMonth, year: year)
    return CalendarDate(unchecked: year, newMonth, min(day, last))
  }

  /// Orders dates by time.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// The date as ISO 8601 writes it: "1981-07-07".
  public var description: String {
    let sign = year < 0 ? "-" : ""
    return "\(sign)\(abs(year).zeroPadded(4))-\(month.zeroPadded(2))-\(day.zeroPadded(2))"
  }

  /// Reads a date written as ISO 8601 does ("1981-07-07", leading zeros optional), or nil.
  public init?(iso text: String) {
    let trimmed = text.split(whereSeparator: \.isWhitespace)
    guard trimmed.count == 1 else { return nil }
    var body = Substring(trimmed[0])
    let negative = body.first == "-"
    if negative { body = body.dropFirst() }
    let parts = body.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 7 }),
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: negative ? -year : year, month: month, day: day)
  }

  /// Whether `year` has a 29th of February.
  public static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The days in `month` of `year`.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  private init(unchecked year: Int, _ month: Int, _ day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
  }
}
