/// One row of a menu, checklist or radiolist.
struct CompatListItem: Hashable, Sendable {
  var tag: String
  var item: String
  var isOn: Bool
  var help: String?
}

/// One field of a form: its label, starting text, and what may be done with it.
struct CompatFormField: Hashable, Sendable {
  var label: String
  var value: String
  /// A field with a length of 0 or less is shown but cannot be changed.
  var isEditable: Bool
  /// mixedform's type 1 (and every passwordform field): typed text is hidden.
  var isHidden: Bool
  /// The longest text accepted (ilen, or flen when ilen is 0); nil for no limit.
  var maximumLength: Int?
  /// Whether the field's text is written out: every form field that can be changed, and
  /// every mixedform field, as dialog does.
  var isWritten: Bool
}

extension CompatBox {
  /// The rows of a menu, checklist or radiolist, read in groups whose size the program
  /// and `--noitem`/`--item-help` decide.
  func listItems(for program: CompatProgram) throws(CompatUsageError) -> [CompatListItem] {
    let hasStatus = !kind.isMenu
    // whiptail's menu still reads an item after each tag with --noitem; dialog's does not.
    let hasItem = !options.noItems || (kind == .menu && program == .whiptail)
    let hasHelp = options.itemHelp && program == .dialog
    let size = 1 + (hasItem ? 1 : 0) + (hasStatus ? 1 : 0) + (hasHelp ? 1 : 0)
    guard rest.count % size == 0 else {
      throw CompatUsageError(
        "--\(kind.rawValue) items come in groups of \(size) "
          + "(\(Self.groupNames(hasItem: hasItem, hasStatus: hasStatus, hasHelp: hasHelp))); "
          + "\(rest.count) arguments were given after the sizes")
    }
    return stride(from: 0, to: rest.count, by: size).map { start in
      var position = start
      func next() -> String {
        defer { position += 1 }
        return rest[position]
      }
      let tag = next()
      let item = hasItem ? next() : ""
      let isOn = hasStatus ? Self.isOn(next(), for: program) : false
      let help = hasHelp ? next() : nil
      return CompatListItem(tag: tag, item: item, isOn: isOn, help: help)
    }
  }

  /// Whether a status word turns an item on: whiptail takes "1", "on" and "yes" in any
  /// case; dialog "on" in any case.
  static func isOn(_ status: String, for program: CompatProgram) -> Bool {
    let word = status.lowercased()
    switch program {
    case .whiptail: return word == "on" || word == "yes" || status == "1"
    case .dialog: return word == "on"
    }
  }

  private static func groupNames(hasItem: Bool, hasStatus: Bool, hasHelp: Bool) -> String {
    var names = ["tag"]
    if hasItem { names.append("item") }
    if hasStatus { names.append("status") }
    if hasHelp { names.append("help") }
    return names.joined(separator: " ")
  }

  /// The fields of a form, passwordform or mixedform.
  func formFields() throws(CompatUsageError) -> [CompatFormField] {
    let size = kind == .mixedform ? 9 : 8
    guard rest.count % size == 0 else {
      throw CompatUsageError(
        "--\(kind.rawValue) fields come in groups of \(size) (label y x item y x flen ilen"
          + (kind == .mixedform ? " itype" : "") + "); \(rest.count) arguments were given")
    }
    var fields: [CompatFormField] = []
    for start in stride(from: 0, to: rest.count, by: size) {
      let group = Array(rest[start..<start + size])
      var numbers: [Int] = []
      for position in [1, 2, 4, 5, 6, 7] + (kind == .mixedform ? [8] : []) {
        guard let number = Int(group[position].trimmed) else {
          throw CompatUsageError(
            "--\(kind.rawValue) expects a number for field '\(group[0])', not '\(group[position])'")
        }
        numbers.append(number)
      }
      let fieldLength = numbers[4]
      let inputLength = numbers[5]
      let type = kind == .mixedform ? numbers[6] : 0
      // mixedform's type: bit 0 hides the text, bit 1 makes it read-only.
      let readOnly = fieldLength <= 0 || type & 2 != 0
      let limit = inputLength > 0 ? inputLength : (fieldLength > 0 ? fieldLength : nil)
      fields.append(
        CompatFormField(
          label: group[0], value: group[3], isEditable: !readOnly,
          isHidden: kind == .passwordform || type & 1 != 0, maximumLength: limit,
          isWritten: kind == .mixedform || !readOnly))
    }
    return fields
  }

  /// An input box's starting text or a gauge's starting percentage.
  ///
  /// It is the first argument after the sizes; further arguments must be the extra
  /// numbers scripts pass.
  func optionalArgument() throws(CompatUsageError) -> String? {
    let takesOne = [.inputbox, .passwordbox, .gauge].contains(kind)
    let extra = takesOne ? rest.dropFirst() : rest[...]
    if let stray = extra.first(where: { Int($0.trimmed) == nil }) {
      throw CompatUsageError(
        "--\(kind.rawValue) takes \(CompatParser.usage(kind)); '\(stray)' is one argument too many")
    }
    return takesOne ? rest.first : nil
  }
}
