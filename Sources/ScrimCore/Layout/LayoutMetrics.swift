/// Every number the layout uses, in the units of the renderer that asks for it.
///
/// The layout code is the same for every renderer; only these numbers and the
/// `TextMeasurer` change. A terminal lays out in cells (`.cells`, the default of every
/// layout entry point); a pixel renderer lays out in points (`.points`) with a measurer
/// of its fonts, and gets MDC's and UIKit's own numbers. Start from a preset and change
/// what your design differs in:
///
///     var metrics = LayoutMetrics.points
///     metrics.bodyLineHeight = 20  // Body 2 instead of Body 1
///     let layout = ModalLayout.make(for: content, in: size, measurer: fonts, metrics: metrics)
///
/// `cells` and `points` list their values and where each comes from. A title of three
/// lines is three `titleLineHeight`s tall, and scrolling a body by one line moves one
/// `bodyLineHeight`.
public struct LayoutMetrics: Hashable, Sendable {
  // MARK: Containers

  /// The narrowest container that counts as regular (`SizeClass`): action sheets become
  /// popovers, snackbars stop spanning the width.
  public var regularWidthThreshold: Int
  /// The border drawn just inside a modal's frame, on each side (0 for none).
  public var border: Int

  // MARK: Alerts and dialogs

  /// The narrowest alert or dialog.
  public var minimumModalWidth: Int
  /// The widest alert or dialog.
  public var maximumModalWidth: Int
  /// The room kept free left and right of a centred modal, dropped when the container is
  /// narrower than `minimumModalWidth` plus both margins.
  public var modalHorizontalMargin: Int
  /// The room kept free above and below a centred modal that is too tall to centre,
  /// dropped when the container is too short for it.
  public var modalVerticalMargin: Int
  /// The room between the border and the title, message and controls, left and right.
  public var modalHorizontalPadding: Int
  /// The room between the border and the title (or the body when there is no title).
  public var modalTopPadding: Int
  /// The room below the body or title when there are no buttons.
  public var modalBottomPadding: Int
  /// The room between the title and what follows it.
  public var titleSpacing: Int
  /// The height of the row of an alert's title icon.
  public var titleIconHeight: Int
  /// The room between an alert's title icon and its title.
  public var titleIconSpacing: Int
  /// The room between the body and the buttons.
  public var bodySpacing: Int
  /// The room between the message and the controls.
  public var accessorySpacing: Int
  /// The room between the buttons and the border, left and right (never more than the
  /// content's own padding).
  public var actionsHorizontalInset: Int
  /// The room above and below the buttons.
  public var actionsVerticalInset: Int
  /// The narrowest text column worth keeping padding for: narrower containers give up
  /// padding before text.
  public var minimumTextWidth: Int
  /// Whether a modal too tall for its container keeps its paddings and gaps while its
  /// body scrolls.
  ///
  /// MDC keeps them; a terminal, where every row counts, gives them up first to show more
  /// of the body. Either way they go when the body would not keep a line.
  public var keepsSpacingWhenScrolling: Bool

  // MARK: Text and controls

  /// The height of one line of a title.
  public var titleLineHeight: Int
  /// The height of one line of a message, a banner or a snackbar.
  public var bodyLineHeight: Int
  /// The height of one control row: a text field, a switch, a choice's title or option.
  public var controlHeight: Int
  /// The width a text field adds around its label.
  public var fieldChrome: Int
  /// The narrowest a dialog's body is made for a text field.
  public var minimumFieldWidth: Int
  /// The room before a switch's title or a choice's option, for its mark.
  public var controlIndent: Int
  /// The room before a choice's option when the list shows no marks (a menu).
  ///
  /// Defaults to 4 (cells): a terminal keeps the marks' column, so a menu's rows line up
  /// as a radiolist's do.
  public var listIndentWithoutMarks = 4
  /// The room between a list's tag column and its detail column.
  ///
  /// Defaults to 2 (cells, as whiptail leaves it).
  public var listColumnGap = 2
  /// The narrowest a status list's chip is (`StatusList`), its edges included.
  ///
  /// Defaults to 14 (cells): dialog's bracket around 12 cells.
  public var statusChipWidth = 14
  /// The room in a status list's chip before its state: the chip's edge, its padding.
  ///
  /// Defaults to 1 (cell, the bracket).
  public var statusChipLeadingInset = 1
  /// The room in a status list's chip after its state.
  ///
  /// Defaults to 2 (cells): the bracket and the cell dialog leaves before it, so a state
  /// centred between the insets sits where dialog puts it.
  public var statusChipTrailingInset = 2
  /// The room a scrolling list keeps at its right for the ▲ and ▼ that say so.
  ///
  /// Defaults to 2 (cells).
  public var listIndicatorWidth = 2
  /// The room between the text fields' label column and their boxes.
  ///
  /// Defaults to 1 (cell).
  public var fieldLabelGap = 1
  /// The room inside a text field's box on either side of its text: a bracket's cell, or
  /// a filled field's padding.
  ///
  /// Defaults to 1 (cell).
  public var fieldTextInset = 1
  /// The room inside a time picker's field box on either side of its digits.
  ///
  /// Defaults to 0 (cells: the digits alone, the focused field reversed).
  public var timeFieldInset = 0
  /// The room a determinate progress bar leaves at its end for its percentage ("100%").
  ///
  /// Defaults to 5 (cells: a space and four characters).
  public var progressLabelWidth = 5

  // MARK: Buttons

  /// The height of a modal's or banner's button.
  public var buttonHeight: Int
  /// The room a button adds on each side of its title.
  public var buttonPadding: Int
  /// The narrowest button.
  public var minimumButtonWidth: Int
  /// The room between buttons in a row.
  public var buttonSpacing: Int
  /// The room between stacked buttons.
  public var stackedButtonSpacing: Int

  // MARK: Action sheets

  /// The narrowest popover of a regular-width action sheet.
  public var minimumPopoverWidth: Int
  /// The widest popover of a regular-width action sheet.
  public var maximumPopoverWidth: Int
  /// The room a popover keeps from the container's edges.
  public var popoverMargin: Int
  /// The room between a sheet's border and its header and row titles, left and right.
  public var sheetHorizontalPadding: Int
  /// The height of one action row of a sheet.
  public var sheetRowHeight: Int
  /// The room above and below a sheet's header (title and message).
  public var sheetHeaderPadding: Int
  /// The room between a sheet's title and its message.
  public var sheetHeaderSpacing: Int
  /// Where the title of a sheet's row sits across the row.
  ///
  /// Defaults to `.center`: a terminal centres a row's title, which keeps it clear of the
  /// border; `.points` puts it at the leading edge, as MDC's rows do.
  public var sheetRowTitleAlignment = TextAlignment.center

  // MARK: Snackbars

  /// A snackbar's side margins when the container is compact.
  public var snackbarCompactMargin: Int
  /// A snackbar's side margins when the container is regular.
  public var snackbarRegularMargin: Int
  /// The room between a top snackbar and the container's top edge.
  public var snackbarTopMargin: Int
  /// The room between a bottom snackbar and the bottom edge, compact container.
  public var snackbarCompactBottomMargin: Int
  /// The room between a bottom snackbar and the bottom edge, regular container.
  public var snackbarRegularBottomMargin: Int
  /// The narrowest snackbar in a regular container.
  public var minimumSnackbarWidth: Int
  /// The widest snackbar in a regular container.
  public var maximumSnackbarWidth: Int
  /// The lowest snackbar (room allowing).
  public var minimumSnackbarHeight: Int
  /// The room before a snackbar's text.
  public var snackbarLeadingPadding: Int
  /// The room after a snackbar's text or action.
  public var snackbarTrailingPadding: Int
  /// The room above and below a one-line snackbar's content.
  public var snackbarVerticalPadding: Int
  /// The room above and below a snackbar's content of several lines or rows.
  public var snackbarMultilineVerticalPadding: Int
  /// The room a snackbar's action adds on each side of its title.
  public var snackbarButtonPadding: Int
  /// The room between a snackbar's text and its action beside it.
  public var snackbarButtonSpacing: Int
  /// The height of a snackbar's action.
  public var snackbarButtonHeight: Int

  // MARK: Banners

  /// The room at a banner's leading and trailing edges.
  public var bannerHorizontalPadding: Int
  /// The width of a banner's icon.
  public var bannerIconWidth: Int
  /// The height of a banner's icon.
  public var bannerIconHeight: Int
  /// The room between a banner's icon and its text.
  public var bannerIconSpacing: Int
  /// The room between a one-row banner's title and its buttons.
  public var bannerTitleButtonSpacing: Int
  /// The room above a one-row banner's content.
  public var bannerSingleRowTopPadding: Int
  /// The room above a banner's content of several rows.
  public var bannerMultiRowTopPadding: Int
  /// The room below a banner's content, above its divider.
  public var bannerBottomPadding: Int
  /// The room between a banner's text and its buttons below it.
  public var bannerTextButtonSpacing: Int
  /// The height of the divider between a banner and the content.
  public var dividerHeight: Int
  /// Whether the renderer draws a `ModalImage`'s picture; when it does not (a terminal),
  /// an image without a glyph shows its accessibility label, and a banner makes room for
  /// it.
  public var drawsPictures: Bool

  /// Terminal cells: the same as `.cells`.
  public init() {
    regularWidthThreshold = 100
    border = 1
    minimumModalWidth = 35
    maximumModalWidth = 70
    modalHorizontalMargin = 2
    modalVerticalMargin = 0
    modalHorizontalPadding = 2
    modalTopPadding = 1
    modalBottomPadding = 1
    titleSpacing = 1
    titleIconHeight = 1
    // MDC's 12 pt under the icon is under a row; a glyph right above the title reads as
    // one heading and keeps the alert short.
    titleIconSpacing = 0
    bodySpacing = 1
    accessorySpacing = 1
    actionsHorizontalInset = 2
    actionsVerticalInset = 0
    minimumTextWidth = 8
    keepsSpacingWhenScrolling = false
    titleLineHeight = 1
    bodyLineHeight = 1
    controlHeight = 1
    fieldChrome = 2
    minimumFieldWidth = 20
    controlIndent = 4
    buttonHeight = 1
    buttonPadding = 2
    minimumButtonWidth = 0
    buttonSpacing = 1
    stackedButtonSpacing = 0
    minimumPopoverWidth = 20
    maximumPopoverWidth = 40
    popoverMargin = 1
    sheetHorizontalPadding = 1
    sheetRowHeight = 1
    sheetHeaderPadding = 0
    sheetHeaderSpacing = 0
    snackbarCompactMargin = 1
    snackbarRegularMargin = 3
    snackbarTopMargin = 1
    snackbarCompactBottomMargin = 1
    snackbarRegularBottomMargin = 1
    minimumSnackbarWidth = 36
    maximumSnackbarWidth = 71
    minimumSnackbarHeight = 0
    snackbarLeadingPadding = 2
    snackbarTrailingPadding = 1
    snackbarVerticalPadding = 1
    snackbarMultilineVerticalPadding = 1
    snackbarButtonPadding = 1
    snackbarButtonSpacing = 1
    snackbarButtonHeight = 1
    bannerHorizontalPadding = 2
    bannerIconWidth = 2
    bannerIconHeight = 1
    bannerIconSpacing = 2
    bannerTitleButtonSpacing = 3
    bannerSingleRowTopPadding = 0
    bannerMultiRowTopPadding = 0
    bannerBottomPadding = 0
    bannerTextButtonSpacing = 0
    dividerHeight = 1
    drawsPictures = false
  }
}
