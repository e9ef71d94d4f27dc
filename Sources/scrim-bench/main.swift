// Release-mode benchmarks: `swift run -c release scrim-bench [name...]`.
// Each benchmark prints its own figures; none is a test, and none runs in CI.

@MainActor
func allBenchmarks() -> [Benchmark] {
  [
    presenterBenchmark,
    queueBenchmark,
    renderBenchmark,
    inputBenchmark,
    wrapBenchmark,
    appBenchmark,
    keyBenchmark,
    cliBenchmark,
    manyActionsBenchmark,
    idleBenchmark,
    linesBenchmark,
    lineSheetBenchmark,
    gaugeFeedBenchmark,
    textAreaBenchmark,
    programBoxBenchmark,
    textboxBenchmark,
    zenityBenchmark,
    menuBenchmark,
    listsBenchmark,
    folderBenchmark,
    pickerBenchmark,
  ]
}

let benchmarks = allBenchmarks()
let wanted = Set(CommandLine.arguments.dropFirst())
if wanted.contains("--list") {
  for benchmark in benchmarks { print("\(benchmark.name): \(benchmark.summary)") }
} else {
  for benchmark in benchmarks where wanted.isEmpty || wanted.contains(benchmark.name) {
    print("== \(benchmark.name): \(benchmark.summary)")
    await benchmark.run()
  }
}
