// What an empty field shows, the same for every renderer.
extension TextField {
  /// The placeholder as an empty field shows it: none when the label beside the field
  /// already says the same words, which would only be noise twice.
  ///
  /// - Parameters:
  ///   - label: The field's label as the layout wrote it (`ModalLayout.ItemFrame.lines`).
  ///   - labelWidth: The width of the label column beside the field; 0 when the label is
  ///     not shown, so the placeholder is the only thing naming the field.
  @_spi(Renderer) public func shownPlaceholder(label: String, labelWidth: Int) -> String {
    labelWidth > 0 && placeholder == label ? "" : placeholder
  }
}
