import ScrimCore

/// Presents and answers many alerts with keys, so the presenter's per-event cost shows.
@MainActor
let presenterBenchmark = Benchmark(
  name: "presenter",
  summary: "100,000 alerts presented, focused with Tab and answered with Return"
) {
  let presenter = Presenter(clock: ContinuousClock(), reducesMotion: true)
  let count = 100_000
  var ended = 0
  let before = residentKiB()
  let seconds = measureSeconds {
    for index in 0..<count {
      let alert = AlertController(title: "Alert \(index)", message: "Body")
      alert.addAction(AlertAction(title: "Cancel", style: .cancel))
      alert.addAction(AlertAction(title: "OK"))
      try? presenter.present(alert) { _ in ended += 1 }
      presenter.handle(.key(.tab))
      presenter.handle(.key(.enter))
    }
  }
  let events = count * 3
  print("  ended: \(ended) of \(count)")
  print(
    "  time: \(format(seconds * 1000)) ms, \(format(Double(events) / seconds, decimals: 0)) events/s"
  )
  if let before, let after = residentKiB() {
    print("  resident: \(before) KiB before, \(after) KiB after")
  }
}
