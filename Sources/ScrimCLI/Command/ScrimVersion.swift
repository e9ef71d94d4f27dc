/// The version `scrim --version` prints.
public enum ScrimVersion {
  /// The current version.
  public static let current = "0.1.0"
}
