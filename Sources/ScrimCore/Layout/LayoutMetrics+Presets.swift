extension LayoutMetrics {
  /// Terminal cells: MDC's points scaled to a grid, the default of every layout.
  ///
  /// A cell at common font sizes is about 8 pt wide and 16 pt tall (a 14 pt monospace
  /// face has a 0.5–0.6 aspect ratio), so horizontal points divide by 8 and vertical
  /// points by 16, rounded to whole cells, with a visible gap kept at one cell where MDC
  /// has one and vertical insets that would cost a row dropped:
  ///
  /// | value                                        | points (MDC, UIKit) | cells        |
  /// |----------------------------------------------|---------------------|--------------|
  /// | regular width from                           | 600                 | 100 columns (an 80-column terminal stays compact) |
  /// | border                                       | none (a shadow)     | 1 (box drawing) |
  /// | alert width (min–max)                        | 280–560             | 35–70        |
  /// | dialog edge insets left/right, top/bottom    | 20, 24              | 2, 0 (rows are scarce; centring still leaves them when it can) |
  /// | content insets left/right                    | 24                  | 2 inside the border |
  /// | top inset, bottom inset without buttons      | 24, 24              | 1, 1         |
  /// | title/content, content/actions gaps          | 20, 24              | 1, 1         |
  /// | title icon, icon/title gap                   | 24, 12              | 1 row, 0 (the glyph heads the title) |
  /// | message/accessory gap                        | 20                  | 1            |
  /// | actions insets left/right, top/bottom        | 8, 8                | 2 (with the content), 0 |
  /// | narrowest padded text                        | 64                  | 8            |
  /// | spacing kept while the body scrolls          | yes                 | no (rows go to the body first) |
  /// | title and body lines, control rows           | 32, 24, 48          | 1 row each   |
  /// | text field chrome, minimum field             | 32, 160             | 2 ("[" "]"), 20 |
  /// | switch and option marks                      | 40                  | 4 ("[x] ", "(*) ") |
  /// | a menu's options, without marks              | 8                   | 4 (the marks' column kept) |
  /// | button height, padding, minimum width        | 36, 8, 48           | 1, 2 ("[ " " ]"), none |
  /// | buttons in a row, stacked (actions margins)  | 8, 12               | 1, 0         |
  /// | action-sheet popover width (min–max)         | 320                 | 20–40        |
  /// | popover margin                               | 10                  | 1            |
  /// | sheet padding, row height                    | 16, 56              | 1, 1         |
  /// | sheet header insets, title/message gap       | 16, 8               | 0, 0         |
  /// | snackbar side margins (compact, regular)     | 8, 24               | 1, 3         |
  /// | snackbar top, bottom margins (compact, regular) | 8, 8, 24         | 1, 1, 1      |
  /// | snackbar width (regular, min–max)            | 288–568             | 36–71        |
  /// | snackbar minimum height                      | 48                  | none         |
  /// | snackbar content margins leading, trailing   | 16, 8               | 2, 1         |
  /// | snackbar margins top/bottom (one line, more) | 6, 16               | 1, 1         |
  /// | snackbar button padding, gap, height         | 8, 8, 36            | 1, 1, 1      |
  /// | banner leading/trailing, image, image gap    | 16, 40×40, 16       | 2, 2×1, 2    |
  /// | banner text/buttons gap in a row             | 24                  | 3            |
  /// | banner top (one row, more), bottom, text/buttons | 10, 24, 8, 12   | 0, 0, 0, 0   |
  /// | divider                                      | 1                   | 1 row        |
  public static let cells = LayoutMetrics()

  /// Points, with MDC's and UIKit's own numbers, for a pixel renderer measuring text with
  /// its fonts (Headline 6 titles, Body 1 messages, Button titles).
  ///
  /// Sources: MDC is Material Components for iOS (`MDCAlertControllerView+Private.m`,
  /// `MDCDialogPresentationController.m`, `MDCSnackbarMessageView.m`,
  /// `MDCSnackbarOverlayView.m`, `MDCBannerView.m`, `MDCActionSheetController.m`); the
  /// type scale is Material's (MDC-web `mdc-typography`).
  ///
  /// | value | points | source |
  /// |-------|--------|--------|
  /// | `regularWidthThreshold` | 600 | Material's window size classes: compact below 600 dp |
  /// | `border` | 0 | MDC draws no border: the dialog stands out by its elevation-24 shadow |
  /// | `minimumModalWidth`, `maximumModalWidth` | 280, 560 | MDC `MDCDialogMinimumWidth`, `MDCDialogMaximumWidth` |
  /// | `modalHorizontalMargin`, `modalVerticalMargin` | 20, 24 | MDC `dialogEdgeInsets` {24, 20, 24, 20}; under 280 wide the side insets shrink |
  /// | `modalHorizontalPadding` | 24 | MDC `contentInsets` and `titleInsets` left/right |
  /// | `modalTopPadding` | 24 | MDC `titleInsets.top` (`contentInsets.top` without a title) |
  /// | `modalBottomPadding` | 24 | MDC `contentInsets.bottom`, the last inset when there are no actions |
  /// | `titleSpacing` | 20 | MDC `titleInsets.bottom` |
  /// | `titleIconHeight`, `titleIconSpacing` | 24, 12 | a Material 24 pt icon; MDC `titleIconInsets.bottom` |
  /// | `bodySpacing` | 24 | MDC `contentInsets.bottom` |
  /// | `accessorySpacing` | 20 | MDC `accessoryViewVerticalInset` |
  /// | `actionsHorizontalInset`, `actionsVerticalInset` | 8, 8 | MDC `actionsInsets` {8, 8, 8, 8}, measured from the buttons' visible area |
  /// | `minimumTextWidth` | 64 | eight characters of Body 1 (about 8 pt each); the cells' 8 |
  /// | `keepsSpacingWhenScrolling` | true | MDC keeps its insets and scrolls the message between them |
  /// | `titleLineHeight` | 32 | Material Headline 6: 20 sp on a 32 sp line |
  /// | `bodyLineHeight` | 24 | Material Body 1: 16 sp on a 24 sp line |
  /// | `controlHeight` | 48 | Material's 48 pt minimum touch target (MDC `MDCDialogActionMinTouchTarget`) |
  /// | `fieldChrome`, `minimumFieldWidth` | 32, 160 | a Material text field's 16 pt padding on each side; twenty characters |
  /// | `controlIndent` | 40 | a 24 pt selection control and a 16 pt gap, as MDC action-sheet rows put a 24 pt icon before their title |
  /// | `listIndentWithoutMarks` | 8 | a menu has no 24 pt control to make room for; its text keeps a small inset from the shading's rounded edge |
  /// | `listColumnGap`, `listIndicatorWidth` | 24, 24 | Material list items' 16 pt padding plus room; a 24 pt icon for the scroll arrows |
  /// | `statusChipWidth`, `statusChipLeadingInset`, `statusChipTrailingInset` | 112, 12, 12 | a Material chip's 12 pt padding either side of its label, wide enough for "In Progress" |
  /// | `fieldLabelGap`, `fieldTextInset` | 8, 12 | a label's gap before a filled field; the field's inner padding |
  /// | `timeFieldInset` | 12 | Material's time input: each field a filled box with its inner padding |
  /// | `progressLabelWidth` | 48 | an 8 pt gap and a Body 2 "100%" after a progress bar |
  /// | `buttonHeight` | 36 | Material buttons' 36 pt visible height (MDC `MDCDialogActionButtonMinimumHeight`) |
  /// | `buttonPadding` | 8 | Material text buttons' 8 pt horizontal padding |
  /// | `minimumButtonWidth` | 48 | MDC `MDCDialogActionButtonMinimumWidth` |
  /// | `buttonSpacing`, `stackedButtonSpacing` | 8, 12 | MDC `actionsHorizontalMargin`, `actionsVerticalMargin` |
  /// | `minimumPopoverWidth`, `maximumPopoverWidth` | 320, 320 | UIKit's popovers, 320 pt wide |
  /// | `popoverMargin` | 10 | UIKit `popoverLayoutMargins`, 10 pt on each edge |
  /// | `sheetHorizontalPadding`, `sheetRowHeight` | 16, 56 | MDC action-sheet row title leading 16, estimated row height 56 |
  /// | `sheetHeaderPadding`, `sheetHeaderSpacing` | 16, 8 | MDC action-sheet header: top 16, title/message 8 |
  /// | `sheetRowTitleAlignment` | leading | MDC action-sheet rows: the title at the row's 16 pt leading inset |
  /// | `snackbarCompactMargin`, `snackbarRegularMargin` | 8, 24 | MDC `leadingMargin`/`trailingMargin` |
  /// | `snackbarTopMargin` | 8 | MDC `topMargin` |
  /// | `snackbarCompactBottomMargin`, `snackbarRegularBottomMargin` | 8, 24 | MDC's static bottom margin, iPhone and iPad |
  /// | `minimumSnackbarWidth`, `maximumSnackbarWidth` | 288, 568 | MDC on iPad (regular/regular) |
  /// | `minimumSnackbarHeight` | 48 | MDC `MDCSnackbarMessageView` minimum height |
  /// | `snackbarLeadingPadding`, `snackbarTrailingPadding` | 16, 8 | MDC content margins {6, 16, 6, 8} |
  /// | `snackbarVerticalPadding`, `snackbarMultilineVerticalPadding` | 6, 16 | MDC content margins, one line and multi-line |
  /// | `snackbarButtonPadding`, `snackbarButtonSpacing` | 8, 8 | MDC button content padding, text-to-button gap |
  /// | `snackbarButtonHeight` | 36 | Material buttons' 36 pt visible height |
  /// | `bannerHorizontalPadding`, `bannerIconSpacing` | 16, 16 | MDC banner leading and text trailing 16, image-text 16 |
  /// | `bannerIconWidth`, `bannerIconHeight` | 40, 40 | MDC banner image 40×40 |
  /// | `bannerTitleButtonSpacing` | 24 | MDC banner text-button gap in a single row |
  /// | `bannerSingleRowTopPadding`, `bannerMultiRowTopPadding` | 10, 24 | MDC banner top, single row and multi-row |
  /// | `bannerBottomPadding`, `bannerTextButtonSpacing` | 8, 12 | MDC banner bottom, text-to-buttons |
  /// | `dividerHeight` | 1 | MDC banner divider, 1 pt |
  ///
  /// Buttons in points have their visible frames; MDC grows each to a 48 pt touch target
  /// around them, which a renderer can do when it hit-tests.
  public static let points: LayoutMetrics = {
    var metrics = LayoutMetrics()
    metrics.regularWidthThreshold = 600
    metrics.border = 0
    metrics.minimumModalWidth = 280
    metrics.maximumModalWidth = 560
    metrics.modalHorizontalMargin = 20
    metrics.modalVerticalMargin = 24
    metrics.modalHorizontalPadding = 24
    metrics.modalTopPadding = 24
    metrics.modalBottomPadding = 24
    metrics.titleSpacing = 20
    metrics.titleIconHeight = 24
    metrics.titleIconSpacing = 12
    metrics.drawsPictures = true
    metrics.bodySpacing = 24
    metrics.accessorySpacing = 20
    metrics.actionsHorizontalInset = 8
    metrics.actionsVerticalInset = 8
    metrics.minimumTextWidth = 64
    metrics.keepsSpacingWhenScrolling = true
    metrics.titleLineHeight = 32
    metrics.bodyLineHeight = 24
    metrics.controlHeight = 48
    metrics.fieldChrome = 32
    metrics.minimumFieldWidth = 160
    metrics.controlIndent = 40
    metrics.listIndentWithoutMarks = 8
    metrics.listColumnGap = 24
    metrics.listIndicatorWidth = 24
    metrics.statusChipWidth = 112
    metrics.statusChipLeadingInset = 12
    metrics.statusChipTrailingInset = 12
    metrics.fieldLabelGap = 8
    metrics.fieldTextInset = 12
    metrics.timeFieldInset = 12
    metrics.progressLabelWidth = 48
    metrics.buttonHeight = 36
    metrics.buttonPadding = 8
    metrics.minimumButtonWidth = 48
    metrics.buttonSpacing = 8
    metrics.stackedButtonSpacing = 12
    metrics.minimumPopoverWidth = 320
    metrics.maximumPopoverWidth = 320
    metrics.popoverMargin = 10
    metrics.sheetHorizontalPadding = 16
    metrics.sheetRowHeight = 56
    metrics.sheetHeaderPadding = 16
    metrics.sheetHeaderSpacing = 8
    metrics.sheetRowTitleAlignment = .leading
    metrics.snackbarCompactMargin = 8
    metrics.snackbarRegularMargin = 24
    metrics.snackbarTopMargin = 8
    metrics.snackbarCompactBottomMargin = 8
    metrics.snackbarRegularBottomMargin = 24
    metrics.minimumSnackbarWidth = 288
    metrics.maximumSnackbarWidth = 568
    metrics.minimumSnackbarHeight = 48
    metrics.snackbarLeadingPadding = 16
    metrics.snackbarTrailingPadding = 8
    metrics.snackbarVerticalPadding = 6
    metrics.snackbarMultilineVerticalPadding = 16
    metrics.snackbarButtonPadding = 8
    metrics.snackbarButtonSpacing = 8
    metrics.snackbarButtonHeight = 36
    metrics.bannerHorizontalPadding = 16
    metrics.bannerIconWidth = 40
    metrics.bannerIconHeight = 40
    metrics.bannerIconSpacing = 16
    metrics.bannerTitleButtonSpacing = 24
    metrics.bannerSingleRowTopPadding = 10
    metrics.bannerMultiRowTopPadding = 24
    metrics.bannerBottomPadding = 8
    metrics.bannerTextButtonSpacing = 12
    metrics.dividerHeight = 1
    return metrics
  }()
}
