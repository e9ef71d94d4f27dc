/// The version `scrim --version` prints.
///
/// The one place a version is set is the file `VERSION` at the package's root, which the
/// release script and the Debian packages read; this literal is kept equal to it (a test,
/// `VersionFileTests`, and `scripts/release.sh` check), so that `swift build` needs no
/// generated file.
package enum ScrimVersion {
  /// The current version.
  package static let current = "0.1.0"
}
