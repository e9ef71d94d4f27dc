extension LayoutMetrics {
  /// The room before a choice list's row text.
  ///
  /// The mark's (`controlIndent`), or `listIndentWithoutMarks` when the rows show no
  /// marks. The layout measures rows with it and painters place them with it
  /// (`ListAppearance.rowFrames`).
  public func listTextIndent(showsMarks: Bool) -> Int {
    showsMarks ? controlIndent : listIndentWithoutMarks
  }
}
