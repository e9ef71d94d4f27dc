// swift-tools-version:6.0
import PackageDescription

// Where the release link of `scrim` finds the functions it places first.
let startupOrder = "\(Context.packageDirectory)/Sources/scrim/startup-order.txt"
// and the start-up code and data that no symbol names, which only a linker script can place.
let startupSections = "\(Context.packageDirectory)/Sources/scrim/startup-sections.ld"

// Each function in a section of its own, so that the release link of `scrim` can place the
// start-up code by function instead of by file: about a third less of the binary resident
// (docs/measurements.md). Only when this package is built itself: SwiftPM refuses unsafe
// flags in the libraries of a package that others depend on (it then sits in a checkouts
// folder), and their binaries are laid out by their own link anyway.
let isDependency = Context.packageDirectory.contains("/checkouts/")
let releaseLayout: [SwiftSetting] =
  isDependency
  ? []
  : [
    .unsafeFlags(
      ["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
  ]

let package = Package(
  name: "Scrim",
  // Synchronization's Mutex (used by the test clock) needs macOS 15.
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ScrimCore", targets: ["ScrimCore"]),
    .library(name: "ScrimTerminal", targets: ["ScrimTerminal"]),
    .library(name: "ScrimTesting", targets: ["ScrimTesting"]),
    .library(name: "ScrimLine", targets: ["ScrimLine"]),
    .executable(name: "scrim", targets: ["scrim"]),
    .executable(name: "scrim-example", targets: ["scrim-example"]),
  ],
  dependencies: [],
  targets: [
    // The platform-free model: alerts, dialogs, presentation, accessibility, guidelines.
    .target(name: "ScrimCore", swiftSettings: releaseLayout),
    // The C library (Glibc, Musl or Darwin), imported in one file for the modules that
    // make system calls.
    .target(name: "ScrimSystem", swiftSettings: releaseLayout),
    // Cells, colours, bytes and keys: paints what the core decides on a terminal.
    .target(
      name: "ScrimTerminal", dependencies: ["ScrimCore", "ScrimSystem"],
      swiftSettings: releaseLayout),
    // The catalog: every component shown live over a host screen (`scrim catalog`).
    .target(
      name: "ScrimCatalog", dependencies: ["ScrimCore", "ScrimTerminal"],
      swiftSettings: releaseLayout),
    // Test doubles for apps and for our own tests: clocks, measurers, recorders.
    .target(name: "ScrimTesting", dependencies: ["ScrimCore", "ScrimTerminal", "ScrimSystem"]),
    // Line mode: modals and messages as plain prompts and answers for screen readers
    // (`LineApp`), its line IO, and the text rules the command shares with it.
    .target(
      name: "ScrimLine", dependencies: ["ScrimCore", "ScrimSystem"], swiftSettings: releaseLayout),
    // The `scrim` command's logic: arguments, models, output, exit codes, accessible mode.
    .target(
      name: "ScrimCLI",
      dependencies: ["ScrimCore", "ScrimTerminal", "ScrimCatalog", "ScrimSystem", "ScrimLine"],
      swiftSettings: releaseLayout),
    // The `scrim` command itself. A fully static release build on Linux starts in about half
    // the time of a dynamic one (../shared/reference/swift-startup.md). Its release link
    // (lld) also puts the code that runs before the first frame together (startup-order.txt
    // and startup-sections.ld, from scripts/make-startup-order.sh): the kernel maps a
    // binary's pages 64 KiB at a time, so scattered start-up code made most of the text
    // resident (docs/measurements.md).
    .executableTarget(
      name: "scrim", dependencies: ["ScrimCLI", "ScrimSystem"],
      exclude: ["startup-order.txt", "startup-sections.ld"],
      swiftSettings: releaseLayout,
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-executable", "-use-ld=lld",
            "-Xlinker", "--symbol-ordering-file=\(startupOrder)",
            "-Xlinker", "--no-warn-symbol-ordering",
            "-Xlinker", "-T", "-Xlinker", startupSections,
          ], .when(platforms: [.linux], configuration: .release)),
        // MainThreadLoop calls Dispatch's run-loop entry points, which a dynamic link (debug)
        // resolves only against libdispatch itself.
        .linkedLibrary("dispatch", .when(platforms: [.linux])),
      ]),
    // Prints a sample alert's arrangement, focus and accessibility tree.
    .executableTarget(name: "scrim-example", dependencies: ["ScrimCore"]),
    // Started in a pseudo-terminal by the tests, to prove the terminal is restored.
    .executableTarget(name: "scrim-tty-probe", dependencies: ["ScrimTerminal", "ScrimSystem"]),
    // Draws each component through TerminalApp and writes the README's SVG screenshots.
    .executableTarget(
      name: "scrim-screenshots",
      dependencies: ["ScrimCore", "ScrimTerminal", "ScrimTesting", "ScrimCatalog", "ScrimSystem"]),
    // Release-mode benchmarks; never run as tests.
    .executableTarget(
      name: "scrim-bench",
      dependencies: ["ScrimCore", "ScrimTerminal", "ScrimTesting", "ScrimCLI", "ScrimSystem"]),
    .testTarget(name: "ScrimCoreTests", dependencies: ["ScrimCore", "ScrimTesting"]),
    .testTarget(
      name: "ScrimTerminalTests",
      dependencies: [
        "ScrimTerminal", "ScrimCore", "ScrimTesting", "ScrimSystem", "ScrimLine",
        "scrim-tty-probe",
      ],
      // The snapshot files are read through #filePath, not bundled.
      exclude: ["Snapshots/__Snapshots__"]),
    .testTarget(
      name: "ScrimCatalogTests",
      dependencies: ["ScrimCatalog", "ScrimTerminal", "ScrimCore", "ScrimTesting"]),
    .testTarget(name: "ScrimLineTests", dependencies: ["ScrimLine", "ScrimCore", "ScrimSystem"]),
    .testTarget(
      name: "ScrimCLITests",
      dependencies: ["ScrimCLI", "ScrimCore", "ScrimTesting", "ScrimSystem", "scrim"],
      // The corpora of real scripts' command lines are read through #filePath.
      exclude: ["Compat/Corpus", "Compat/Debconf"]),
  ],
  swiftLanguageModes: [.v6]
)
