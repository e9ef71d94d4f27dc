// swift-tools-version:6.0
import PackageDescription

// libFuzzer harnesses for Scrim's parsers of hostile input, kept apart so that the root
// package stays as it is. Build and run them with scripts/fuzz.sh; .ci/run runs each over
// its corpus.
//
// The modules under test are built here from the root package's own sources (Shared/
// holds symlinks to them) rather than through `.package(path: "..")`: ScrimCLI is not a
// product of the root package, and it uses ScrimCore's `package` declarations, which
// only modules built in one package share. Built in this package, they also give the
// harnesses their `package` entry points (LineSplitter, ArgumentText). ScrimCLI is built
// for testing as well: the gauge harness drives the drop-in's internal readers and boxes
// (GaugeFeed, GaugeReader, CompatBuilder), which are not worth widening for a harness.
let package = Package(
  name: "ScrimFuzz",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "ScrimCore", path: "Shared/ScrimCore"),
    .target(name: "ScrimSystem", path: "Shared/ScrimSystem"),
    .target(
      name: "ScrimTerminal", dependencies: ["ScrimCore", "ScrimSystem"],
      path: "Shared/ScrimTerminal"),
    .target(
      name: "ScrimCatalog", dependencies: ["ScrimCore", "ScrimTerminal"],
      path: "Shared/ScrimCatalog"),
    .target(
      name: "ScrimLine", dependencies: ["ScrimCore", "ScrimSystem"], path: "Shared/ScrimLine"),
    .target(
      name: "ScrimCLI",
      dependencies: ["ScrimCore", "ScrimTerminal", "ScrimCatalog", "ScrimSystem", "ScrimLine"],
      path: "Shared/ScrimCLI", swiftSettings: [.unsafeFlags(["-enable-testing"])]),
    // Input from the run, split and checked the same way by every harness.
    .target(name: "FuzzSupport", dependencies: ["ScrimTerminal"], path: "Harnesses/FuzzSupport"),
    // Terminal input: the same events whole, byte by byte and in random chunks.
    .executableTarget(
      name: "fuzz-input", dependencies: ["FuzzSupport", "ScrimCore", "ScrimTerminal"],
      path: "Harnesses/fuzz-input"),
    // Bracketed paste: no control character but "\n" ever comes out.
    .executableTarget(
      name: "fuzz-paste", dependencies: ["FuzzSupport", "ScrimCore", "ScrimTerminal"],
      path: "Harnesses/fuzz-paste"),
    // The scrim command's arguments and value syntax, up to the model and its output.
    .executableTarget(
      name: "fuzz-arguments",
      dependencies: ["FuzzSupport", "ScrimCLI", "ScrimCore", "ScrimSystem", "ScrimTerminal"],
      path: "Harnesses/fuzz-arguments"),
    // Accessible mode's line reading: the splitter, and the real reader on a pipe.
    .executableTarget(
      name: "fuzz-lines", dependencies: ["FuzzSupport", "ScrimCLI", "ScrimSystem"],
      path: "Harnesses/fuzz-lines"),
    // A whiptail or dialog gauge's stdin, through both readers onto a drawn gauge.
    .executableTarget(
      name: "fuzz-gauge",
      dependencies: ["FuzzSupport", "ScrimCLI", "ScrimCore", "ScrimSystem", "ScrimTerminal"],
      path: "Harnesses/fuzz-gauge"),
    // scrim-gtk zenity's stdin: a progress box's lines and a list box's cells.
    .executableTarget(
      name: "fuzz-zenity", dependencies: ["FuzzSupport", "ScrimCLI", "ScrimSystem"],
      path: "Harnesses/fuzz-zenity"),
  ],
  swiftLanguageModes: [.v6]
)
