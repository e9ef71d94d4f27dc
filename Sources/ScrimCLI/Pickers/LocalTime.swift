import ScrimCore
import ScrimSystem

/// The wall clock and calendar of the machine, read by the commands and handed to the
/// core, which reads no clock: today for a date picker, the time for a time picker.
enum LocalTime {
  /// The date and time now in the local time zone.
  static func now() -> tm {
    var seconds = time(nil)
    var parts = tm()
    _ = localtime_r(&seconds, &parts)
    return parts
  }

  /// Today in the local time zone.
  static func today() -> CalendarDate {
    let parts = now()
    return CalendarDate(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
      ?? CalendarDate(daysSinceEpoch: 0)
  }

  /// `format` as the C library's `strftime` writes it for `date` at `hour`:`minute`:
  /// `second`, in the current locale; nil when it writes nothing (an empty format, or one
  /// longer than the buffer).
  static func format(
    _ format: String, date: CalendarDate, hour: Int = 0, minute: Int = 0, second: Int = 0
  ) -> String? {
    var parts = tm()
    parts.tm_year = Int32(clamping: date.year - 1900)
    parts.tm_mon = Int32(date.month - 1)
    parts.tm_mday = Int32(date.day)
    parts.tm_hour = Int32(clamping: hour)
    parts.tm_min = Int32(clamping: minute)
    parts.tm_sec = Int32(clamping: second)
    parts.tm_wday = Int32(date.weekday)
    parts.tm_yday = Int32(date.dayOfYear - 1)
    parts.tm_isdst = -1
    var buffer = [CChar](repeating: 0, count: 1024)
    let used = strftime(&buffer, buffer.count - 1, format, &parts)
    guard used > 0 else { return nil }
    return String(decoding: buffer[..<used].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
