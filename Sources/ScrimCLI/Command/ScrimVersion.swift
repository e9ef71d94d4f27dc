/// The version `scrim --version` prints.
package enum ScrimVersion {
  /// The current version.
  package static let current = "0.1.0"
}
