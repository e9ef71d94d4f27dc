extension CompatFlagTable {
  /// dialog's formats for what a calendar and a timebox write.
  static let pickerFormats = [
    CompatFlag(dialog: ["date-format"], whiptail: nil, effect: .one { $0.dateFormat = $1 }),
    CompatFlag(dialog: ["time-format"], whiptail: nil, effect: .one { $0.timeFormat = $1 }),
  ]
}
