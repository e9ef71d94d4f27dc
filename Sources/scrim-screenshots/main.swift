import ScrimSystem

// Draws every component through TerminalApp on an in-memory terminal and writes one SVG
// each: `swift run scrim-screenshots [DIRECTORY]` (default docs/screenshots).

/// Writes a line to stderr.
func printError(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

MainActor.assumeIsolated {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.contains("--help") || arguments.contains("-h") || arguments.count > 1 {
    print("usage: scrim-screenshots [DIRECTORY]  (default docs/screenshots)")
    exit(arguments.count > 1 ? 64 : 0)
  }
  let directory = arguments.first ?? "docs/screenshots"
  var failed = false
  do {
    try FileOutput.makeDirectory(directory)
  } catch {
    printError("scrim-screenshots: \(error)")
    exit(73)
  }
  for shot in Screenshot.all {
    let path = directory + "/" + shot.name + ".svg"
    do {
      let svg = try shot.render()
      try FileOutput.write(svg, to: path)
      print("\(path)  \(shot.columns)×\(shot.rows)  \(svg.utf8.count) bytes")
    } catch {
      printError("scrim-screenshots: \(shot.name): \(error)")
      failed = true
    }
  }
  exit(failed ? 1 : 0)
}
