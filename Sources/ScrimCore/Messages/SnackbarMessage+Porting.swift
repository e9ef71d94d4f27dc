extension SnackbarMessage {
  /// An empty message to fill in, as `MDCSnackbarMessage()` is; set `text` before showing
  /// it (a snackbar without text is a guideline error).
  ///
  ///     var answer = SnackbarMessage()
  ///     answer.text = "Fascinating"
  public init() {
    self.init(text: "")
  }
}

extension SnackbarMessage.Action {
  /// An action to fill in, as `MDCSnackbarMessageAction()` is: set `title` and `handler`.
  ///
  ///     var action = SnackbarMessage.Action()
  ///     action.title = "OK"
  ///     action.handler = { SnackbarManager.show(answer) }
  public init() {
    self.init(title: "")
  }
}
