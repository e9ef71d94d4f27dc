import ScrimCore

/// What `scrim alert` shows.
public struct AlertSpec: Hashable, Sendable {
  /// The headline.
  public var title: String
  /// The body text, or nil.
  public var message: String?
  /// The buttons in command-line order; a single "OK" when no `--action` is given.
  public var actions: [ActionSpec]
  /// The label of the button Return chooses, or nil.
  public var preferred: String?
  /// The text fields, in order.
  public var fields: [FieldSpec]

  /// Makes an alert description.
  public init(
    title: String, message: String? = nil, actions: [ActionSpec] = [ActionSpec(label: "OK")],
    preferred: String? = nil, fields: [FieldSpec] = []
  ) {
    self.title = title
    self.message = message
    self.actions = actions
    self.preferred = preferred
    self.fields = fields
  }
}

/// What `scrim sheet` shows.
public struct SheetSpec: Hashable, Sendable {
  /// The headline, or nil.
  public var title: String?
  /// The body text, or nil.
  public var message: String?
  /// The choices in command-line order; at least one.
  public var actions: [ActionSpec]
  /// The cell a popover points at, from `--anchor COL,ROW` (0-based), or nil.
  public var anchor: CellPoint?

  /// Makes a sheet description.
  public init(
    title: String? = nil, message: String? = nil, actions: [ActionSpec],
    anchor: CellPoint? = nil
  ) {
    self.title = title
    self.message = message
    self.actions = actions
    self.anchor = anchor
  }
}

/// What `scrim dialog` shows.
public struct DialogSpec: Hashable, Sendable {
  /// The title naming the task.
  public var title: String
  /// Text above the controls, or nil.
  public var message: String?
  /// The fields, toggles and choices in command-line order.
  public var controls: [ControlSpec]
  /// The default button's label.
  ///
  /// Defaults to "OK".
  public var okLabel: String
  /// The Cancel button's label.
  ///
  /// Defaults to "Cancel".
  public var cancelLabel: String

  /// Makes a dialog description.
  public init(
    title: String, message: String? = nil, controls: [ControlSpec] = [],
    okLabel: String = "OK", cancelLabel: String = "Cancel"
  ) {
    self.title = title
    self.message = message
    self.controls = controls
    self.okLabel = okLabel
    self.cancelLabel = cancelLabel
  }
}

/// What `scrim snackbar` shows.
public struct SnackbarSpec: Hashable, Sendable {
  /// The message.
  public var text: String
  /// The one action's label, or nil.
  public var action: String?
  /// How long it shows, from `--duration`, or nil for the default (4 s).
  public var duration: Duration?
  /// Where it shows.
  ///
  /// Defaults to `.bottom`.
  public var position: Banner.Position

  /// Makes a snackbar description.
  public init(
    text: String, action: String? = nil, duration: Duration? = nil,
    position: Banner.Position = .bottom
  ) {
    self.text = text
    self.action = action
    self.duration = duration
    self.position = position
  }
}

/// What `scrim banner` shows.
public struct BannerSpec: Hashable, Sendable {
  /// The description.
  public var text: String
  /// The one-line heading, or nil.
  public var title: String?
  /// The leading icon, or nil.
  public var icon: String?
  /// The actions' labels, in command-line order.
  public var actions: [String]
  /// How long a banner without actions shows, or nil for the default (5 s).
  public var duration: Duration?
  /// Where it shows.
  ///
  /// Defaults to `.top`.
  public var position: Banner.Position

  /// Makes a banner description.
  public init(
    text: String, title: String? = nil, icon: String? = nil, actions: [String] = [],
    duration: Duration? = nil, position: Banner.Position = .top
  ) {
    self.text = text
    self.title = title
    self.icon = icon
    self.actions = actions
    self.duration = duration
    self.position = position
  }
}

/// A terminal cell, counted from 0 at the top-left corner.
public struct CellPoint: Hashable, Sendable {
  /// The column, from 0.
  public var column: Int
  /// The row, from 0.
  public var row: Int

  /// Makes a point.
  public init(column: Int, row: Int) {
    self.column = column
    self.row = row
  }
}
