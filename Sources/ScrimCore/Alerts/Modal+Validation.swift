extension Modal {
  /// Checks the rules a modal must follow before it is presented.
  ///
  /// - Parameters:
  ///   - containerWidth: The width of the container it would be presented in; it decides
  ///     whether an action sheet needs a `sourceRect`.
  ///   - metrics: Material's sizes in the renderer's units. Defaults to terminal cells.
  /// - Throws: The first `PresentationError` found, in the order the cases are declared.
  public func validate(
    containerWidth: Int, metrics: LayoutMetrics = .cells
  ) throws(PresentationError) {
    if let error = presentationErrors(containerWidth: containerWidth, metrics: metrics).first {
      throw error
    }
  }

  /// Every rule the modal breaks, for diagnostics that list them all.
  ///
  /// The container's width is in `metrics`' units: cells, or points for a pixel renderer.
  public func presentationErrors(
    containerWidth: Int, metrics: LayoutMetrics = .cells
  ) -> [PresentationError] {
    var errors: [PresentationError] = []
    // A progress dialog (a gauge) may have no buttons: the app ends it when the work is done.
    // So may one that follows an input (a log kept at its end): the app ends it too.
    let showsProgress = controls.contains {
      switch $0 {
      case .progress: true
      case .textArea(let area): area.keepsEndInView
      default: false
      }
    }
    // So may a dialog that only says something (an infobox): the app or Esc ends it. An
    // alert needs an action, as UIAlertController does.
    let showsStatus = kind == .dialog && !(message ?? "").isBlank
    if actions.isEmpty, !showsProgress, !showsStatus { errors.append(.noActions(title: title)) }
    let cancels = actions.filter { $0.style == .cancel }
    if cancels.count > 1 { errors.append(.multipleCancelActions(titles: cancels.map(\.title))) }
    if kind == .actionSheet {
      let hasField = controls.contains { if case .textField = $0 { true } else { false } }
      if hasField { errors.append(.textFieldsOnActionSheet(title: title)) }
      let hasAccessory = controls.contains { if case .textField = $0 { false } else { true } }
      if hasAccessory { errors.append(.accessoryControlsOnActionSheet(title: title)) }
      if let preferred = preferredAction {
        errors.append(.preferredActionOnActionSheet(action: preferred.title))
      }
      if sourceRect == nil, SizeClass(width: containerWidth, metrics: metrics) == .regular {
        errors.append(.missingSourceRect(title: title, containerWidth: containerWidth))
      }
    } else if let preferred = preferredAction, !actions.contains(where: { $0 === preferred }) {
      errors.append(.preferredActionNotAdded(action: preferred.title))
    }
    return errors
  }
}
