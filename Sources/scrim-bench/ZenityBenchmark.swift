import ScrimCLI
import ScrimSystem
import ScrimTerminal

/// `scrim zenity` without a terminal: zenity's command line read, its box built and
/// answered as line prompts, what zenity prints written.
@MainActor
let zenityBenchmark = Benchmark(
  name: "zenity",
  summary: "scrim zenity in line mode: a question, and a list of 10,000 rows given as words"
) {
  let question = ["--question", "--title", "Delete draft?", "--text", "It cannot be undone."]
  let list =
    ["--list", "--column", "Name", "--column", "Size"]
    + (0..<10_000).flatMap { ["file\($0).txt", "\($0 * 7) KB"] }
  let input = open("/dev/null", O_RDONLY)
  for (name, arguments, rounds) in [("question", question, 20_000), ("10,000 rows", list, 20)] {
    var bytes = 0
    var best = Double.infinity
    for _ in 0..<5 {
      let seconds = measureSeconds {
        for _ in 0..<rounds { bytes &+= runOnce(arguments, input: input) }
      }
      best = min(best, seconds)
    }
    print(
      "  \(name): best of 5: \(format(best / Double(rounds) * 1_000_000, decimals: 1)) µs a run "
        + "(\(bytes / (5 * rounds)) bytes of output)")
  }
  close(input)
}

@MainActor
private func runOnce(_ arguments: [String], input: Int32) -> Int {
  let output = CountingOutput()
  var command = ZenityDropIn(
    environment: CommandEnvironment(
      terminal: TerminalEnvironment(variables: ["TERM": "dumb"], isTerminal: true),
      standardOutputIsTerminal: false),
    output: output, errors: output, variable: { _ in nil }, makeLineIO: { AnsweringLineIO() })
  command.input = input
  _ = command.runInLineMode(arguments)
  return output.count
}

/// Counts what is written.
private final class CountingOutput: TextOutput {
  private(set) var count = 0
  func write(_ text: String) { count += text.utf8.count }
}

/// Answers every prompt with an empty line (each default); discards the prompts.
private final class AnsweringLineIO: LineIO {
  func write(_ text: String) {}
  func readLine(secure: Bool) -> LineInput { .line("") }
}
