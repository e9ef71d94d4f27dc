extension Banner.Position {
  /// The container's edge a banner at this position attaches to, slides in from and
  /// leaves by.
  @_spi(Renderer) public var edge: SnackbarPosition {
    switch self {
    case .top: return .top
    case .bottom: return .bottom
    }
  }
}
