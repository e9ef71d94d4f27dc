import ScrimCLI

/// Line mode reading out an action sheet of 10,000 to 100,000 actions and taking the end of
/// input (`scrim sheet --accessible ... </dev/null`): time must grow linearly.
@MainActor
let lineSheetBenchmark = Benchmark(
  name: "line-sheet",
  summary: "line mode reading out sheets of 10,000 to 100,000 actions, then end of input"
) {
  for count in [10_000, 20_000, 100_000] {
    let arguments =
      ["sheet", "--title", "Pick one"] + (0..<count).flatMap { ["--action", "A\($0)"] }
    guard case .run(let invocation)? = try? Invocation.parse(arguments) else {
      print("  \(count) actions: the command line was refused")
      continue
    }
    let io = EndedLineIO()
    var reason = ""
    let seconds = measureSeconds {
      reason = "\(AccessibleRunner(io: io).run(CommandModel(invocation)).reason)"
    }
    print(
      "  \(count) actions: \(format(seconds * 1000, decimals: 1)) ms, "
        + "\(io.written / 1024) KiB of prompts, ended by \(reason)")
  }
}

/// Input that has ended (/dev/null); counts the prompt bytes and writes none.
private final class EndedLineIO: LineIO {
  private(set) var written = 0
  func write(_ text: String) { written += text.utf8.count }
  func readLine(secure: Bool) -> LineInput { .endOfInput }
}
