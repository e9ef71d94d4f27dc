import ScrimCore

/// What `scrim alert` shows.
package struct AlertSpec: Hashable, Sendable {
  /// The headline.
  package var title: String
  /// The body text, or nil.
  package var message: String?
  /// The buttons in command-line order; a single "OK" when no `--action` is given.
  package var actions: [ActionSpec]
  /// The label of the button Return chooses, or nil.
  package var preferred: String?
  /// The text fields, in order.
  package var fields: [FieldSpec]

  /// Makes an alert description.
  package init(
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
package struct SheetSpec: Hashable, Sendable {
  /// The headline, or nil.
  package var title: String?
  /// The body text, or nil.
  package var message: String?
  /// The choices in command-line order; at least one.
  package var actions: [ActionSpec]
  /// The cell a popover points at, from `--anchor COL,ROW` (0-based), or nil.
  package var anchor: CellPoint?

  /// Makes a sheet description.
  package init(
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
package struct DialogSpec: Hashable, Sendable {
  /// The title naming the task.
  package var title: String
  /// Text above the controls, or nil.
  package var message: String?
  /// The fields, toggles and choices in command-line order.
  package var controls: [ControlSpec]
  /// The default button's label.
  ///
  /// Defaults to "OK".
  package var okLabel: String
  /// The Cancel button's label.
  ///
  /// Defaults to "Cancel".
  package var cancelLabel: String

  /// Makes a dialog description.
  package init(
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
package struct SnackbarSpec: Hashable, Sendable {
  /// The message.
  package var text: String
  /// The one action's label, or nil.
  package var action: String?
  /// How long it shows, from `--duration`, or nil for the default (4 s).
  package var duration: Duration?
  /// Where it shows.
  ///
  /// Defaults to `.bottom`.
  package var position: Banner.Position

  /// Makes a snackbar description.
  package init(
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
package struct BannerSpec: Hashable, Sendable {
  /// The description.
  package var text: String
  /// The one-line heading, or nil.
  package var title: String?
  /// The leading icon, or nil.
  package var icon: String?
  /// The actions' labels, in command-line order.
  package var actions: [String]
  /// How long a banner without actions shows, or nil for the default (5 s).
  package var duration: Duration?
  /// Where it shows.
  ///
  /// Defaults to `.top`.
  package var position: Banner.Position

  /// Makes a banner description.
  package init(
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
package struct CellPoint: Hashable, Sendable {
  /// The column, from 0.
  package var column: Int
  /// The row, from 0.
  package var row: Int

  /// Makes a point.
  package init(column: Int, row: Int) {
    self.column = column
    self.row = row
  }
}
