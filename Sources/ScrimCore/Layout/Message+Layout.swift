extension SnackbarMessage {
  /// Lays the message out in a container, its action titled as `scheme`'s button style
  /// shows it (upper-cased in Material).
  ///
  ///     message.layout(in: Size(width: 80, height: 24), scheme: .light, measurer: measurer)
  public func layout(
    in container: Size, scheme: ContainerScheme, position: SnackbarLayout.Position = .bottom,
    measurer: some TextMeasurer
  ) -> SnackbarLayout {
    SnackbarLayout.make(
      text: text, actionTitle: action.map { scheme.typographyScheme.button.displayText($0.title) },
      position: position, in: container, measurer: measurer)
  }
}

extension Banner {
  /// Lays the banner out in a container at its position, its actions in reading order and
  /// titled as `scheme`'s button style shows them.
  public func layout(in container: Size, scheme: ContainerScheme, measurer: some TextMeasurer)
    -> BannerLayout
  {
    BannerLayout.make(
      title: title, message: description, hasIcon: icon != nil,
      actionTitles: displayedActions.map { scheme.typographyScheme.button.displayText($0.title) },
      position: position == .top ? .top : .bottom, in: container, measurer: measurer)
  }
}
