import FuzzSupport
import ScrimCore
import ScrimSystem
import ScrimTerminal

@testable import ScrimCLI

/// Reads the input as a whiptail or dialog gauge's stdin, through the drop-in's own readers.
///
/// The first byte picks the program (bit 0), how the rest is stretched when a "~" follows
/// it (bits 1 to 3, see `stretched`), dialog's `--trim`, `--cr-wrap` and `--no-collapse`
/// (bits 4 to 6) and a small terminal (bit 7). A stretched input takes up to seconds, so
/// it needs that marker: most mutations of a short input then stay short, and CI's 2,000
/// runs stay within minutes. The rest goes through a pipe, as a script's output does, to
/// both readers: line mode's (`LineIO.reading`, 64 KiB lines) and the screen's
/// (`GaugeReader`, which folds the lines into the latest percentage and text as it reads).
/// Each reader's updates go to a gauge built as the drop-in builds one, in line mode
/// through the accessible runner as `followGauge` drives it, on screen drawn after each
/// turn as the session draws it. Traps unless the two gauges end showing the same meter and
/// text (up to a NUL, where line mode stops), the meter stays within 0...1 at the last
/// percentage, no more than the latest percentage and text wait at once, and no control or
/// bidirectional character reaches a cell or a prompt.
/// A reading that does not end is libFuzzer's time-out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGauge(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = fuzzBytes(data, size)
  guard let mode = input.first else { return 0 }
  let program: CompatProgram = mode & 1 == 0 ? .whiptail : .dialog
  let marked = input.dropFirst().first == UInt8(ascii: "~")
  let body = stretched(Array(input.dropFirst(marked ? 2 : 1)), by: marked ? Int(mode >> 1) & 7 : 0)
  var options: [String] = []
  if program == .dialog {
    for (bit, option) in [(0x10, "--trim"), (0x20, "--cr-wrap"), (0x40, "--no-collapse")]
    where Int(mode) & bit != 0 {
      options.append(option)
    }
  }
  let arguments = options + ["--gauge", "Working", "10", "50", "0"]
  let terminal = mode & 0x80 != 0 ? Size(width: 24, height: 8) : Size(width: 80, height: 24)
  MainActor.assumeIsolated {
    let box: CompatBox
    do throws(CompatUsageError) {
      let request = try CompatParser(program: program).parse(arguments)
      require(request.boxes.count == 1, "\(arguments) made \(request.boxes.count) boxes")
      box = request.boxes[0]
    } catch {
      fatalError("\(program) refused \(arguments): \(error.message)")
    }
    let spoken = withFeedingPipe(body) { followInLineMode(box, program, $0) }
    require(spoken.lines <= body.count + 1, "\(spoken.lines) lines from \(body.count) bytes")
    let drawn = withFeedingPipe(body) { followOnScreen(box, program, terminal, $0) }
    if let nul = body.firstIndex(of: 0) {
      // Line mode ends its input at a NUL, after the lines before the NUL's own; the
      // screen reads on, so only the screen of those lines shows what line mode shows.
      let before = body[..<nul].lastIndex(of: 0x0A).map { Array(body[...$0]) } ?? []
      let shown = withFeedingPipe(before) { followOnScreen(box, program, terminal, $0) }
      require(spoken.state == shown, "line mode shows \(spoken.state), the screen \(shown)")
    } else {
      require(spoken.state == drawn, "line mode shows \(spoken.state), the screen \(drawn)")
    }
  }
  return 0
}

/// `body` stretched past what a fuzzer writes by itself: `how` 0 leaves it; 1 to 6 put a
/// run of its middle byte (or "9") at its middle, of one byte under, at and over the line
/// limit, or of 256 KiB, 1 MiB and 3 MiB; 7 repeats it until it passes 32 KiB, so a short
/// update becomes thousands.
///
/// Every line is a turn of line mode's runner, some 15 µs under the sanitizers and more in
/// CI's debug build, where a text block also costs time in the square of its lines
/// (`GaugeFeed` copies the block for each line it adds, which only the optimiser avoids);
/// so a run of line breaks stops at 4 Ki lines, as millions would only pass libFuzzer's
/// time limit without showing anything more.
private func stretched(_ body: [UInt8], by how: Int) -> [UInt8] {
  guard how > 0 else { return body }
  if how == 7 {
    guard !body.isEmpty else { return body }
    var repeated: [UInt8] = []
    repeated.reserveCapacity((32 << 10) + body.count)
    while repeated.count < 32 << 10 { repeated += body }
    return repeated
  }
  let limit = GaugeFeed.maximumLineLength
  let lengths = [
    limit - 1, limit, limit + 1, 256 << 10, 1 << 20, 3 << 20,
  ]
  let middle = body.count / 2
  let filler = body.isEmpty ? UInt8(ascii: "9") : body[middle]
  let length = filler == 0x0A ? min(lengths[how - 1], 4 << 10) : lengths[how - 1]
  return Array(body[..<middle]) + Array(repeating: filler, count: length)
    + Array(body[middle...])
}
