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
      name: "ScrimGTKCommand", dependencies: ["ScrimGTK", "ScrimCLI", "ScrimCore", "CGTK"]),
    // `scrim-gtk`: the scrim command's subcommands and contract, drawn in a window.
    .executableTarget(
      name: "scrim-gtk", dependencies: ["ScrimGTK", "ScrimGTKCommand", "ScrimCLI"]),
    .testTarget(
      name: "ScrimGTKTests",
      dependencies: [
        "ScrimGTK", "ScrimGTKCommand", "ScrimCLI", "ScrimCore", "ScrimTesting", "CGTK",
      ],
      // The recorded PNGs are read through #filePath, not bundled.
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
