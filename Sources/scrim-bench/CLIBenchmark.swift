import ScrimCLI

/// The `scrim` command's own work, without a terminal: parse, build, answer, print.
@MainActor
let cliBenchmark = Benchmark(
  name: "cli",
  summary: "scrim alert: parse, build the model, answer in accessible mode, format JSON"
) {
  let alert = [
    "alert", "--title", "Delete draft?", "--action", "Cancel:cancel", "--action",
    "Delete:destructive", "--json",
  ]
  let huge =
    ["dialog", "--title", String(repeating: "long title ", count: 10_000)]
    + (0..<50).flatMap { ["--field", "f\($0)=" + String(repeating: "v", count: 2_000)] }
  for (name, arguments, rounds) in [("alert", alert, 20_000), ("100 KB dialog", huge, 200)] {
    var bytes = 0
    var best = Double.infinity
    for _ in 0..<5 {
      let seconds = measureSeconds {
        for _ in 0..<rounds { bytes &+= runOnce(arguments) }
      }
      best = min(best, seconds)
    }
    print(
      "  \(name): best of 5: \(format(best / Double(rounds) * 1_000_000, decimals: 1)) µs a run "
        + "(\(bytes / (5 * rounds)) bytes of output)")
  }
}

@MainActor
private func runOnce(_ arguments: [String]) -> Int {
  guard case .run(let invocation)? = try? Invocation.parse(arguments) else { return 0 }
  let model = CommandModel(invocation)
  let outcome = AccessibleRunner(io: SilentLineIO()).run(model)
  return outcome.standardOutput(json: true).utf8.count
}

/// Answers the first action and every prompt with an empty line; discards the prompts.
private final class SilentLineIO: LineIO {
  private var answered = false

  func write(_ text: String) {}

  func readLine(secure: Bool) -> LineInput {
    defer { answered = true }
    return .line(answered ? "" : "2")
  }
}
