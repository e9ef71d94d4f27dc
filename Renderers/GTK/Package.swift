// swift-tools-version:6.0
import PackageDescription

// Scrim in a GTK 4 window: the same stage as the terminal, painted in points with Cairo and
// Pango. A package of its own so that the root package keeps no system dependency.
//
// The root's modules are built here from its own sources (Shared/ holds symlinks to them),
// as Fuzz/ does: ScrimCLI is not a product of the root package and uses ScrimCore's
// `package` declarations, which only modules built in one package share.

// Each function in a section of its own (release, Linux), so that the release link of
// `scrim-gtk` drops what is never called and places what runs before the first frame
// together, function by function (startup-order.txt, as the root package does for `scrim`).
let releaseLayout: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
]
// Where that link finds the functions it places first, and the start-up code and data that
// no symbol names (scripts/make-gtk-startup-order.sh writes both).
let startupOrder = "\(Context.packageDirectory)/Sources/scrim-gtk/startup-order.txt"
let startupSections = "\(Context.packageDirectory)/Sources/scrim-gtk/startup-sections.ld"

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
    .target(name: "ScrimCore", path: "Shared/ScrimCore", swiftSettings: releaseLayout),
    .target(name: "ScrimSystem", path: "Shared/ScrimSystem", swiftSettings: releaseLayout),
    .target(
      name: "ScrimTerminal", dependencies: ["ScrimCore", "ScrimSystem"],
      path: "Shared/ScrimTerminal", swiftSettings: releaseLayout),
    .target(
      name: "ScrimCatalog", dependencies: ["ScrimCore", "ScrimTerminal"],
      path: "Shared/ScrimCatalog", swiftSettings: releaseLayout),
    .target(
      name: "ScrimLine", dependencies: ["ScrimCore", "ScrimSystem"], path: "Shared/ScrimLine",
      swiftSettings: releaseLayout),
    .target(
      name: "ScrimCLI",
      dependencies: ["ScrimCore", "ScrimTerminal", "ScrimCatalog", "ScrimSystem", "ScrimLine"],
      path: "Shared/ScrimCLI", swiftSettings: releaseLayout),
    .target(
      name: "ScrimTesting", dependencies: ["ScrimCore", "ScrimTerminal", "ScrimSystem"],
      path: "Shared/ScrimTesting"),
    // The GTK renderer of a Stage: painting, input, timers and accessibility.
    .target(name: "ScrimGTK", dependencies: ["CGTK", "ScrimCore"], swiftSettings: releaseLayout),
    // The scrim command's runner in a window, and the catalog window.
    .target(
      name: "ScrimGTKCommand",
      dependencies: ["ScrimGTK", "ScrimCLI", "ScrimCore", "ScrimSystem", "CGTK"],
      swiftSettings: releaseLayout),
    // `scrim-gtk`: the scrim command's subcommands and contract, drawn in a window.
    // Its release link (Linux) keeps what is resident at the window's map small:
    // - Swift's standard library inside: the shared one's relocations and metadata alone
    //   kept about 4 MiB resident;
    // - lld placing the code run before the first frame together (startup-order.txt,
    //   startup-sections.ld), since the kernel maps a binary's pages 64 KiB at a time;
    // - no exported symbols (the static standard library asks for them; nothing looks
    //   ours up) and relative relocations packed (RELR), so that the loader neither reads
    //   600 KB of relocation entries nor searches our symbols for every library's.
    .executableTarget(
      name: "scrim-gtk", dependencies: ["ScrimGTK", "ScrimGTKCommand", "ScrimCLI"],
      exclude: ["startup-order.txt", "startup-sections.ld"],
      swiftSettings: releaseLayout,
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib", "-use-ld=lld",
            "-Xlinker", "--symbol-ordering-file=\(startupOrder)",
            "-Xlinker", "--no-warn-symbol-ordering",
            "-Xlinker", "-T", "-Xlinker", startupSections,
            "-Xlinker", "--no-export-dynamic",
            "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
          ], .when(platforms: [.linux], configuration: .release))
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
