import ScrimCore

/// Turns one subcommand's scanned arguments into an `Invocation`, checking what the
/// scanner cannot: required flags, values, and names that must differ.
struct InvocationBuilder {
  let subcommand: Subcommand
  let arguments: ScannedArguments
  let values: ValueParser

  init(subcommand: Subcommand, arguments: ScannedArguments) {
    self.subcommand = subcommand
    self.arguments = arguments
    values = ValueParser(subcommand: subcommand)
  }

  func build() throws(UsageError) -> Invocation {
    let content: Invocation.Content
    switch subcommand {
    case .alert: content = .alert(try alert())
    case .sheet: content = .sheet(try sheet())
    case .dialog: content = .dialog(try dialog())
    case .snackbar: content = .snackbar(try snackbar())
    case .banner: content = .banner(try banner())
    case .catalog:
      try expectNoPositionals()
      content = .catalog
    }
    return Invocation(content, options: try commonOptions())
  }

  // MARK: - Subcommands

  private func alert() throws(UsageError) -> AlertSpec {
    try expectNoPositionals()
    let title = try required(.title)
    var actions: [ActionSpec] = []
    for text in arguments.values(.action) { actions.append(try values.action(text)) }
    // The "a single --action defaults to OK": an alert never lacks a button.
    if actions.isEmpty { actions = [ActionSpec(label: "OK")] }
    try expectDistinct(actions.map(\.label), what: "actions are labelled")
    let preferred = arguments.value(.preferred)
    if let preferred, !actions.contains(where: { $0.label == preferred }) {
      throw values.error("--preferred \(UserText.quoted(preferred)) names no --action")
    }
    var fields: [FieldSpec] = []
    for text in arguments.values(.field) { fields.append(try values.field(text)) }
    try expectDistinct(fields.map(\.name), what: "fields are named")
    try addChecks(to: &fields)
    return AlertSpec(
      title: title, message: arguments.value(.message), actions: actions,
      preferred: preferred, fields: fields)
  }

  private func sheet() throws(UsageError) -> SheetSpec {
    try expectNoPositionals()
    var actions: [ActionSpec] = []
    for text in arguments.values(.action) { actions.append(try values.action(text)) }
    guard !actions.isEmpty else {
      throw values.error("sheet needs at least one --action LABEL[:ROLE]")
    }
    try expectDistinct(actions.map(\.label), what: "actions are labelled")
    var anchor: CellPoint?
    if let text = arguments.value(.anchor) { anchor = try values.anchor(text) }
    return SheetSpec(
      title: arguments.value(.title), message: arguments.value(.message),
      actions: actions, anchor: anchor)
  }

  private func dialog() throws(UsageError) -> DialogSpec {
    try expectNoPositionals()
    let title = try required(.title)
    var controls: [ControlSpec] = []
    for (name, text) in arguments.flags {
      switch name {
      case .field: controls.append(.field(try values.field(text)))
      case .toggle: controls.append(.toggle(try values.toggle(text)))
      case .choice: controls.append(.choice(try values.choice(text)))
      default: continue
      }
    }
    try expectDistinct(controls.map(\.name), what: "controls are named")
    var fields = controls.compactMap { if case .field(let field) = $0 { field } else { nil } }
    try addChecks(to: &fields)
    var checked = fields.makeIterator()
    controls = controls.map { control in
      guard case .field = control, let field = checked.next() else { return control }
      return .field(field)
    }
    let ok = try values.label(arguments.value(.ok) ?? "OK", flag: .ok)
    let cancel = try values.label(arguments.value(.cancel) ?? "Cancel", flag: .cancel)
    try expectDistinct([ok, cancel], what: "buttons (--ok and --cancel) are labelled")
    return DialogSpec(
      title: title, message: arguments.value(.message), controls: controls, okLabel: ok,
      cancelLabel: cancel)
  }

  private func snackbar() throws(UsageError) -> SnackbarSpec {
    let text = try onePositional()
    let action = try arguments.value(.action).map { (label) throws(UsageError) in
      try values.label(label, flag: .action)
    }
    return SnackbarSpec(
      text: text, action: action, duration: try seconds(.duration),
      position: try position() ?? .bottom)
  }

  private func banner() throws(UsageError) -> BannerSpec {
    let text = try onePositional()
    var actions: [String] = []
    for label in arguments.values(.action) {
      actions.append(try values.label(label, flag: .action))
    }
    try expectDistinct(actions, what: "actions are labelled")
    return BannerSpec(
      text: text, title: arguments.value(.title), icon: arguments.value(.icon),
      actions: actions, duration: try seconds(.duration), position: try position() ?? .top)
  }

  private func commonOptions() throws(UsageError) -> CommonOptions {
    var options = CommonOptions()
    if let text = arguments.value(.theme) { options.theme = try values.theme(text) }
    options.timeout = try seconds(.timeout)
    options.printsJSON = arguments.has(.json)
    options.inline = arguments.has(.inline)
    options.isAccessible = arguments.has(.accessible)
    options.checksGuidelines = arguments.has(.check)
    options.answers = arguments.value(.answers)
    return options
  }

  // MARK: - Helpers

  private func required(_ flag: FlagName) throws(UsageError) -> String {
    guard let value = arguments.value(flag) else {
      throw values.error("\(subcommand.name) needs \(flag.rawValue)")
    }
    return value
  }

  private func seconds(_ flag: FlagName) throws(UsageError) -> Duration? {
    guard let text = arguments.value(flag) else { return nil }
    return try values.seconds(text, flag: flag)
  }

  private func position() throws(UsageError) -> Banner.Position? {
    guard let text = arguments.value(.position) else { return nil }
    return try values.position(text)
  }

  private func expectNoPositionals() throws(UsageError) {
    if let extra = arguments.positionals.first {
      throw values.error(
        "unexpected argument \(UserText.quoted(extra)); \(subcommand.name) takes only flags")
    }
  }

  private func onePositional() throws(UsageError) -> String {
    switch arguments.positionals.count {
    case 1: return arguments.positionals[0]
    case 0: throw values.error("\(subcommand.name) needs its TEXT")
    default:
      throw values.error(
        "unexpected argument \(UserText.quoted(arguments.positionals[1])); "
          + "\(subcommand.name) takes one TEXT (quote text that has spaces)")
    }
  }

  private func expectDistinct(_ names: [String], what: String) throws(UsageError) {
    if let repeated = ValueParser.firstDuplicate(names) {
      throw values.error(
        "two \(what) \(UserText.quoted(repeated)); the output could not tell them apart")
    }
  }
}
