/// Material's slider: a value picked from a range of whole numbers by moving a thumb
/// along a track.
///
///     let volume = Slider(title: "Volume", value: 40, range: 0...100, step: 5)
///     dialog.addControl(.slider(volume))
///     // after the dialog: volume.value
///
/// Left and Right (and Down and Up) move it by `step`, Page Up and Page Down by
/// `pageStep`, Home and End to the ends of the range; a click on the track moves it
/// there. A screen reader reads it as a slider with its value and range.
@MainActor
public final class Slider {
  /// The slider's label.
  public var title: String {
    didSet { revision &+= 1 }
  }
  /// The value, always within `range`: a value set outside it is clamped.
  public var value: Int {
    didSet {
      let clamped = range.clamping(value)
      if clamped != value { value = clamped }
      if value != oldValue {
        revision &+= 1
        valueChanged?(value)
      }
    }
  }
  /// The values it can take.
  ///
  /// Setting it clamps `value` into it.
  public var range: ClosedRange<Int> {
    didSet {
      revision &+= 1
      value = range.clamping(value)
    }
  }
  /// How far Left and Right move it: at least 1.
  ///
  /// Defaults to 1.
  public var step: Int {
    didSet { step = max(1, step) }
  }
  /// How far Page Up and Page Down move it, or nil for a tenth of the range (at least
  /// `step`).
  ///
  /// Defaults to nil.
  public var pageStep: Int?
  /// Called with the new value each time it changes, by the user or the app (zenity's
  /// `--print-partial`), or nil.
  public var valueChanged: (@MainActor (Int) -> Void)?
  /// Whether Down and Page Down raise the value and Up and Page Up lower it, as in
  /// dialog's rangebox, rather than the other way round, as in GTK's scale.
  ///
  /// Defaults to false.
  public var downKeysIncrease = false
  /// Whether focus starts on the buttons, and Up, Down, Page Up, Page Down, Home, End, `+`
  /// and `-` move the slider while a button has focus, as in dialog's rangebox.
  ///
  /// Defaults to false.
  public var holdsKeysWhileButtonsFocused = false
  /// Whether the value is shown beside the label.
  ///
  /// Defaults to true.
  public var showsValue: Bool {
    didSet { revision &+= 1 }
  }

  package private(set) var revision = 0

  /// Makes a slider; a `value` outside `range` is clamped into it.
  public init(
    title: String, value: Int, range: ClosedRange<Int>, step: Int = 1, showsValue: Bool = true
  ) {
    self.title = title
    self.range = range
    self.value = range.clamping(value)
    self.step = max(1, step)
    self.showsValue = showsValue
  }

  /// The step Page Up and Page Down move by.
  public var effectivePageStep: Int {
    if let pageStep, pageStep > 0 { return pageStep }
    return max(step, span / 10)
  }

  /// How far along the range the value is, from 0 to 1 (0 for a range of one value).
  public var fraction: Double {
    span == 0 ? 0 : Double(value - range.lowerBound) / Double(span)
  }

  /// The value as it is shown and read: its digits.
  public var valueText: String { String(value) }

  /// Moves the value by `count` steps of `size`, clamped to the range.
  func move(by count: Int, size: Int) {
    let (product, overflow) = count.multipliedReportingOverflow(by: size)
    let (moved, overflowed) = value.addingReportingOverflow(product)
    value = overflow || overflowed ? (count < 0 ? range.lowerBound : range.upperBound) : moved
  }

  /// Sets the value to the one `position` of `length` along the track shows, on a step
  /// from the low end.
  package func setPosition(_ position: Int, of length: Int) {
    guard length > 1 else { return }
    let fraction = Double(min(max(0, position), length - 1)) / Double(length - 1)
    // Counted in a Double, capped well inside an Int, then added without overflow.
    // The distance in a Double: a range across all of Int is wider than an Int.
    let distance = Double(range.upperBound) - Double(range.lowerBound)
    let steps = Int(min(1e18, (fraction * distance / Double(step)).rounded()))
    let (offset, overflow) = steps.multipliedReportingOverflow(by: step)
    let (moved, overflowed) = range.lowerBound.addingReportingOverflow(offset)
    value = overflow || overflowed ? range.upperBound : moved
  }

  /// The distance from the low end to the high end, capped so that it fits an `Int`.
  private var span: Int {
    let (distance, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
    return overflow ? Int.max : distance
  }
}

extension ClosedRange where Bound == Int {
  /// `value` moved into the range.
  func clamping(_ value: Int) -> Int { Swift.min(upperBound, Swift.max(lowerBound, value)) }
}
