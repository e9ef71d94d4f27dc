/// whiptail's and dialog's options, as `CompatFlag.all` lists them.
enum CompatFlagTable {
  /// whiptail's options by their spelling, with the dashes.
  static let whiptail = CompatFlag.byName(all, in: .whiptail)
  /// dialog's options by their spelling, with the dashes.
  static let dialog = CompatFlag.byName(all, in: .dialog)

  /// Every option of whiptail 0.52's and dialog 1.3's that scrim reads, but the boxes.
  ///
  /// dialog's global options (`--stdout`, `--output-fd`...) count wherever they stand and
  /// are taken first (`DialogParser`); in `$DIALOGOPTS` they count as the others do.
  static let all: [CompatFlag] =
    queries + dialogGlobals + texts + switches + valued + ignoredSwitches + ignoredValues
    + pickerFormats

  private static let queries = [
    CompatFlag(dialog: ["help"], whiptail: "help", effect: .query(.help), global: true),
    CompatFlag(dialog: ["version"], whiptail: "version", effect: .query(.version), global: true),
  ]

  /// dialog's global options that set where the result goes and keys come from; an
  /// `--output-fd` of 2 is stderr, the default.
  private static let dialogGlobals: [CompatFlag] = [
    CompatFlag(
      dialog: ["stdout"], whiptail: nil, effect: .none { $0.outputDescriptor = 1 }, global: true),
    CompatFlag(
      dialog: ["stderr"], whiptail: nil, effect: .none { $0.outputDescriptor = nil },
      global: true),
    CompatFlag(dialog: ["keep-tite"], whiptail: nil, effect: .none { _ in }, global: true),
    CompatFlag(
      dialog: ["output-fd"], whiptail: nil,
      effect: .one { options, value throws(CompatUsageError) in
        let number = try CompatFlag.descriptor(value, for: "--output-fd")
        options.outputDescriptor = number == 2 ? nil : number
      }, global: true),
    CompatFlag(
      dialog: ["input-fd"], whiptail: nil,
      effect: .one { options, value throws(CompatUsageError) in
        options.inputDescriptor = try CompatFlag.descriptor(value, for: "--input-fd")
      }, global: true),
  ]

  /// Options with a text value; the first spelling is whiptail's when it has the option
  /// (its button labels are `--*-button`; dialog takes `--*-label` as well).
  private static let texts: [CompatFlag] = [
    text(["title"], whiptail: true, { $0.title = $1 }),
    text(["backtitle"], whiptail: true, { $0.backtitle = $1 }),
    text(["default-item"], whiptail: true, { $0.defaultItem = $1 }),
    text(["ok-button", "ok-label"], whiptail: true, { $0.okLabel = $1 }),
    text(["cancel-button", "cancel-label"], whiptail: true, { $0.cancelLabel = $1 }),
    text(["yes-button", "yes-label"], whiptail: true, { $0.yesLabel = $1 }),
    text(["no-button", "no-label"], whiptail: true, { $0.noLabel = $1 }),
    text(["exit-label"], { $0.exitLabel = $1 }), text(["extra-label"], { $0.extraLabel = $1 }),
    text(["help-label"], { $0.helpLabel = $1 }),
    text(["separate-widget"], { $0.separateWidget = $1 }),
    text(["output-separator", "separator"], { $0.outputSeparator = $1 }),
    text(["default-button"], { $0.defaultNo = $1 == "no" || $1 == "cancel" }),
  ]

  private static func text(
    _ names: [String], whiptail: Bool = false,
    _ set: @escaping @Sendable (inout CompatOptions, String) -> Void
  ) -> CompatFlag {
    CompatFlag(
      dialog: names, whiptail: whiptail ? names[0] : nil, effect: .one { set(&$0, $1) })
  }

  /// Switches; the first spelling is whiptail's when it has the option.
  private static let switches: [CompatFlag] = [
    on(["clear"], whiptail: true, { $0.clear = true }),
    on(["defaultno"], whiptail: true, { $0.defaultNo = true }),
    on(["nocancel", "no-cancel"], whiptail: true, { $0.noCancel = true }),
    on(["noitem", "no-items"], whiptail: true, { $0.noItems = true }),
    on(["notags", "no-tags"], whiptail: true, { $0.noTags = true }),
    on(["separate-output"], whiptail: true, { $0.separateOutput = true }),
    on(["cr-wrap"], { $0.crWrap = true }), on(["no-collapse"], { $0.noCollapse = true }),
    on(["trim"], { $0.trim = true }), on(["colors"], { $0.colors = true }),
    on(["insecure"], { $0.insecure = true }), on(["item-help"], { $0.itemHelp = true }),
    on(["help-status"], { $0.helpStatus = true }), on(["help-tags"], { $0.helpTags = true }),
    on(["help-button"], { $0.helpButton = true }),
    on(["extra-button"], { $0.extraButton = true }),
    on(["quoted"], { $0.quoted = true }), on(["single-quoted"], { $0.singleQuoted = true }),
  ]

  private static func on(
    _ names: [String], whiptail: Bool = false,
    _ set: @escaping @Sendable (inout CompatOptions) -> Void
  ) -> CompatFlag {
    CompatFlag(dialog: names, whiptail: whiptail ? names[0] : nil, effect: .none(set))
  }

  /// Options whose value is a number, read as each program reads it.
  private static let valued: [CompatFlag] = [
    CompatFlag(
      dialog: [], whiptail: "output-fd",
      effect: .one { options, value throws(CompatUsageError) in
        options.outputDescriptor = try CompatFlag.poptDescriptor(value)
      }),
    CompatFlag(
      dialog: ["timeout"], whiptail: nil,
      effect: .one { options, value throws(CompatUsageError) in
        let seconds = try CompatFlag.seconds(value, for: "--timeout")
        // dialog ignores a timeout of 0.
        options.timeoutSeconds = seconds == 0 ? nil : seconds
      }),
    CompatFlag(
      dialog: ["sleep"], whiptail: nil,
      effect: .one { options, value throws(CompatUsageError) in
        options.sleepSeconds = try CompatFlag.seconds(value, for: "--sleep")
      }),
  ]

  /// Options that only tune the other programs' drawing or input, accepted and ignored:
  /// scrim's layout already fits the terminal.
  private static let ignoredSwitches =
    ["fb", "fullbuttons", "scrolltext", "topleft"].map {
      CompatFlag(dialog: [$0], whiptail: $0, effect: .none { _ in })
    }
    + [
      "scrollbar", "no-shadow", "shadow", "keep-window", "no-lines", "ascii-lines",
      "no-mouse", "tab-correct", "no-nl-expand", "visit-items",
      "ignore", "size-err", "erase-on-exit", "no-kill", "beep", "beep-after",
      "no-hot-list", "last-key", "reorder", "iso-week", "cursor-off-label", "no-colors", "no-ok",
      "nook", "fixed-font",
    ].map { CompatFlag(dialog: [$0], whiptail: nil, effect: .none { _ in }) }

  private static let ignoredValues =
    [
      "aspect", "max-input", "column-separator", "hline", "hfile", "tab-len", "week-start",
      "trace",
    ].map { CompatFlag(dialog: [$0], whiptail: nil, effect: .one { _, _ in }) }
    + [CompatFlag(dialog: ["begin"], whiptail: nil, effect: .two)]
}
