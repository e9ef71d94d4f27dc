// swift-tools-version:6.0
import PackageDescription

// Scrim in a GTK 4 window: the same stage as the terminal, painted in points with Cairo and
// Pango. A package of its own so that the root package keeps no system dependency.
//
// The root's modules are built here from its own sources (Shared/ holds symlinks to them),
// as Fuzz/ does: ScrimCLI is not a product of the root package and uses ScrimCore's
// `package` declarations, which only modules built in one package share.
let package = Package(
  name: "ScrimGTK",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ScrimGTK", targets: ["ScrimGTK"]),
    .executable(name: "scrim-gtk", targets: ["scrim-gtk"]),
  ],
  targets: [
    // GTK 4 (with Cairo and Pango) and a few C helpers for its macros and variadic calls.
    .systemLibrary(
      name: "CGTK", pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"]), .brew(["gtk4"])]),
    .target(name: "ScrimCore", path: "Shared/ScrimCore"),
    .target(name: "ScrimSystem", path: "Shared/ScrimSystem"),
    .target(
      name: "ScrimTerminal", dependencies: ["ScrimCore", "ScrimSystem"],
      path: "Shared/ScrimTerminal"),
    .target(
      name: "ScrimCatalog", dependencies: ["ScrimCore", "ScrimTerminal"],
      path: "Shared/ScrimCatalog"),
    .target(
      name: "ScrimCLI",
      dependencies: ["ScrimCore", "ScrimTerminal", "ScrimCatalog", "ScrimSystem"],
      path: "Shared/ScrimCLI"),
    .target(
      name: "ScrimTesting", dependencies: ["ScrimCore", "ScrimTerminal", "ScrimSystem"],
      path: "Shared/ScrimTesting"),
    // The GTK renderer of a Stage: painting, input, timers and accessibility.
    .target(name: "ScrimGTK", dependencies: ["CGTK", "ScrimCore"]),
    // The scrim command's runner in a window, and the catalog window.
    .target(
      name: "ScrimGTKCommand",
      dependencies: ["ScrimGTK", "ScrimCLI", "ScrimCore", "ScrimSystem", "CGTK"]),
    // `scrim-gtk`: the scrim command's subcommands and contract, drawn in a window.
    // Linked with Swift's standard library inside (release, Linux): the shared one's
    // relocations and metadata alone kept about 4 MiB resident at the window's map.
    .executableTarget(
      name: "scrim-gtk", dependencies: ["ScrimGTK", "ScrimGTKCommand", "ScrimCLI"],
      linkerSettings: [
        .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
      ]),
    // Hostile sizes (100,000 rows, a 10 MB message) in the window against the terminal,
    // first frame and a key: a release benchmark, not a test.
    .executableTarget(
      name: "scrim-gtk-bench",
      dependencies: ["ScrimGTK", "ScrimCore", "ScrimTerminal", "ScrimTesting", "CGTK"]),
    .testTarget(
      name: "ScrimGTKTests",
      dependencies: [
        "ScrimGTK", "ScrimGTKCommand", "ScrimCLI", "ScrimCore", "ScrimTesting", "CGTK",
      ],
      // The recorded PNGs are read through #filePath, not bundled.
      exclude: ["__Snapshots__", "Zenity/compare-with-zenity.sh", "Zenity/Corpus"]),
  ],
  swiftLanguageModes: [.v6]
)
