extension SnackbarManager {
  /// Shows a message on the default manager, as `MDCSnackbarManager.show(_:)` does.
  ///
  ///     SnackbarManager.show(SnackbarMessage(text: "Fascinating"))
  ///
  /// - Returns: The identifier of this showing, for `SnackbarManager.default.dismiss(_:)`.
  @discardableResult
  public static func show(_ message: SnackbarMessage) -> MessageID {
    SnackbarManager.default.show(message)
  }
}
