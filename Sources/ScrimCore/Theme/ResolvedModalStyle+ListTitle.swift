extension ResolvedModalStyle {
  /// A choice list's title: the controls' colour and role, bold, so that it heads its rows.
  ///
  /// The layout measures the title in this style's font and every renderer draws it so.
  public var listTitle: ResolvedTextStyle {
    var title = control
    title.style.weight = .bold
    return title
  }
}
