/// Material's time picker (UIKit's `UIDatePicker` in `.time` mode), as its keyboard input
/// mode shows it: the hour, the minute and (if shown) the second, each a field that the
/// arrows step round.
///
///     let alarm = TimePicker(title: "Alarm", hour: 7, minute: 30)
///     dialog.addControl(.timePicker(alarm))
///     // after the dialog: alarm.hour, alarm.minute
///
/// Up raises the field that has the keys and Down lowers it, each wrapping round (23 to
/// 0, no carry into the next field); Left and Right, Tab and Shift-Tab move between the
/// fields. With the `.dialog` key convention it works as dialog's timebox (see
/// `KeyConvention`). A screen reader reads it as a time picker whose value is the time
/// as "07:30:00", and sets it the same way.
@MainActor
public final class TimePicker {
  /// The keys a time picker takes, and where focus starts.
  public enum KeyConvention: Hashable, Sendable {
    /// Material's: Up raises, Down lowers; focus starts on the hour.
    case material
    /// dialog(1)'s timebox: Down, Page Down and `+` raise, Up, Page Up and `-` lower;
    /// Left and Right move along every stop, the buttons too; focus starts on the
    /// buttons.
    case dialog
  }

  /// A field of the time.
  public enum Part: Int, Hashable, Sendable, CaseIterable {
    case hour, minute, second
  }

  /// The picker's label.
  public var title: String {
    didSet { revision &+= 1 }
  }
  /// The hour, from 0 to 23; a value outside is wrapped into it.
  public var hour: Int {
    didSet { normalize(\.hour, 24, oldValue) }
  }
  /// The minute, from 0 to 59.
  public var minute: Int {
    didSet { normalize(\.minute, 60, oldValue) }
  }
  /// The second, from 0 to 59.
  public var second: Int {
    didSet { normalize(\.second, 60, oldValue) }
  }
  /// Whether the second is shown and asked.
  ///
  /// Defaults to true.
  public var showsSeconds = true {
    didSet { revision &+= 1 }
  }
  /// The keys it takes.
  ///
  /// Defaults to `.material`.
  public var keyConvention: KeyConvention = .material
  package private(set) var revision = 0

  /// Makes a time picker; values outside their fields' ranges are wrapped into them.
  public init(title: String, hour: Int, minute: Int, second: Int = 0) {
    self.title = title
    self.hour = Self.wrapped(hour, 24)
    self.minute = Self.wrapped(minute, 60)
    self.second = Self.wrapped(second, 60)
  }

  /// The fields shown, in order.
  public var parts: [Part] { showsSeconds ? Part.allCases : [.hour, .minute] }

  /// Each shown field's two digits: ["07", "30", "00"].
  public var fieldTexts: [String] {
    parts.map { value(of: $0).zeroPadded(2) }
  }

  /// The time as a screen reader reads it and line mode asks it: "07:30:00", or "07:30"
  /// without seconds.
  public var valueText: String { fieldTexts.joined(separator: ":") }

  /// Reads a time as `valueText` writes it ("7:30", "07:30:05"); nil for anything else.
  public static func parse(_ text: String, seconds: Bool) -> (Int, Int, Int)? {
    let words = text.split(whereSeparator: \.isWhitespace)
    guard words.count == 1 else { return nil }
    let fields = words[0].split(separator: ":", omittingEmptySubsequences: false)
    guard fields.count == 2 || (seconds && fields.count == 3),
      fields.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
      let hour = Int(fields[0]), let minute = Int(fields[1]), (0...23).contains(hour),
      (0...59).contains(minute)
    else { return nil }
    let second = fields.count == 3 ? Int(fields[2]) ?? -1 : 0
    guard (0...59).contains(second) else { return nil }
    return (hour, minute, second)
  }

  /// The value of `part`.
  public func value(of part: Part) -> Int {
    switch part {
    case .hour: return hour
    case .minute: return minute
    case .second: return second
    }
  }

  func step(_ part: Part, by count: Int) {
    switch part {
    case .hour: hour = Self.wrapped(hour + count, 24)
    case .minute: minute = Self.wrapped(minute + count, 60)
    case .second: second = Self.wrapped(second + count, 60)
    }
  }

  private func normalize(
    _ field: ReferenceWritableKeyPath<TimePicker, Int>, _ count: Int, _ old: Int
  ) {
    let value = self[keyPath: field]
    let wrapped = Self.wrapped(value, count)
    if wrapped != value { self[keyPath: field] = wrapped }
    if self[keyPath: field] != old { revision &+= 1 }
  }

  static func wrapped(_ value: Int, _ count: Int) -> Int {
    let remainder = value % count
    return remainder < 0 ? remainder + count : remainder
  }
}
