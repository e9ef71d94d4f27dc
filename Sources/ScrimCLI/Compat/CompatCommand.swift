import ScrimCore
import ScrimSystem
import ScrimTerminal

/// scrim standing in for whiptail or dialog: reads that program's command line, shows
/// each box, writes what it writes where it writes it (stderr, `--stdout`,
/// `--output-fd N`) and exits as it exits.
///
///     let command = CompatCommand(program: .whiptail, environment: .current())
///     await command.run(["--yesno", "Format the disk?", "8", "40"]).endProcess()
@MainActor
package struct CompatCommand {
  /// The program stood in for.
  package var program: CompatProgram
  /// TERM and the rest, for drawing; TERM=dumb chooses line prompts.
  package var environment: CommandEnvironment
  /// Reads the process's environment: `SCRIM_ACCESSIBLE`, dialog's `DIALOG_*` codes.
  package var variable: (String) -> String?
  /// Opens the terminal the boxes are drawn on.
  package var openDevice: @MainActor () throws(TerminalError) -> any TerminalDevice
  /// Opens the terminal the boxes are drawn on, their keys read from a descriptor given
  /// (dialog's `--input-fd N`).
  package var openDeviceReadingKeys:
    @MainActor (Int32) throws(TerminalError) -> any TerminalDevice =
      { try TTY(input: $0) }
  /// Opens a window for a box instead of the terminal (scrim-gtk's); nil draws on the
  /// terminal `openDevice` opens.
  package var openWindow: CompatWindowOpener?
  /// Hands the command line to `scrim-gtk` when there is no terminal but a display, and
  /// reads `SCRIM_RENDERER`; nil always draws here.
  package var handOff: WindowHandOff?
  /// The clock of the boxes' transitions, `--timeout` and a pause's countdown on the
  /// terminal.
  ///
  /// Tests pass a manual one; a window's opener brings its own.
  package var clock: any Clock<Duration> = ContinuousClock()
  /// Makes line mode's prompts and answers for a run (its time limit runs on the stage's
  /// clock, not the IO's).
  package var makeLineIO: @MainActor () -> any LineIO
  /// Makes line mode's prompts and answers with the answers read from a descriptor given
  /// (dialog's `--input-fd N`).
  package var makeLineIOReadingKeys: @MainActor (Int32) -> any LineIO =
    CompatCommand.terminalLineIO(keys:)
  /// Makes the output for a file descriptor; tests pass their own.
  package var makeOutput: (Int32) -> any TextOutput
  /// Where errors go.
  package var errors: any TextOutput
  /// Sleeps for `--sleep`; tests pass one that returns at once.
  package var sleep: (Int) async -> Void
  /// Where a gauge reads its percentages: stdin, or a pipe in tests.
  package var gaugeInput: Int32 = STDIN_FILENO
  /// Reads a textbox's file; the fuzzer passes one that reads nothing.
  package var readFile: (String) throws(CompatUsageError) -> String = CompatFile.read
  /// Reads dialog's `--file`, whose words are arguments; the fuzzer passes one that reads
  /// nothing.
  package var readArgumentFile: (String) throws(CompatUsageError) -> String =
    DialogArgumentFile.read

  /// Makes the command on this process's terminal, streams and environment.
  package init(
    program: CompatProgram, environment: CommandEnvironment,
    variable: @escaping (String) -> String? = { getenv($0).map { String(cString: $0) } },
    openDevice: @escaping @MainActor () throws(TerminalError) -> any TerminalDevice = {
      try TTY()
    },
    makeLineIO: @escaping @MainActor () -> any LineIO = CompatCommand.terminalLineIO,
    makeOutput: @escaping (Int32) -> any TextOutput = { FileOutput($0) },
    errors: any TextOutput = FileOutput(STDERR_FILENO),
    sleep: @escaping (Int) async -> Void = { try? await Task.sleep(for: .seconds($0)) }
  ) {
    self.program = program
    self.environment = environment
    self.variable = variable
    self.openDevice = openDevice
    self.makeLineIO = makeLineIO
    self.makeOutput = makeOutput
    self.errors = errors
    self.sleep = sleep
  }

  /// Whether boxes become line prompts: `SCRIM_ACCESSIBLE=1` or TERM dumb or unset.
  package var isLineMode: Bool {
    asksForLines || environment.prefersLineMode
  }

  /// Whether `SCRIM_ACCESSIBLE=1` (or `ACCESSIBLE`) asks for line prompts.
  private var asksForLines: Bool { LinePromptRequest.isAsked(by: variable) }

  /// Runs the command line `arguments` (without the program's name).
  package func run(_ arguments: [String]) async -> Termination {
    var output = CompatOutput(program: program, variable: variable)
    let request: CompatRequest
    switch parse(arguments, output) {
    case .success(let parsed): request = parsed
    case .failure(let stop): return stop.termination
    }
    if let query = request.query { return answer(query) }
    let results: any TextOutput
    switch resultOutput(for: request, output) {
    case .success(let sink): results = sink
    case .failure(let stop): return stop.termination
    }
    output.onTerminal = results.isTerminal
    if let keys = Self.keyDescriptor(request),
      let problem = ScriptDescriptor.problem(keys, writing: false)
    {
      // dialog exits 255 ("Cannot open input-fd") before any box too.
      return fail("cannot read keys from --input-fd \(keys): \(problem)", output)
    }
    var lineMode = isLineMode
    var answers: AnswerBook?
    if let handOff, !request.boxes.isEmpty {
      do {
        switch try handOff.choice(asksForLines: asksForLines) {
        case .terminal: break
        case .line: lineMode = true
        case .window(let path): return fail(handOff.exec(path).message, output)
        case .answers(let path):
          answers = try AnswerBook.read(path)
          lineMode = false
        }
      } catch {
        // The program's own error status, but for the answers file's own.
        guard error.exitStatus == ExitCode.unanswered else { return fail(error.message, output) }
        sayOnScreen(error.message, request)
        return fail(error.message, output, status: error.exitStatus)
      }
    }
    var chain = CompatChain(output: output)
    let backgrounds = TailboxBackgrounds()
    for (index, box) in request.boxes.enumerated() {
      let ending: BoxEnding
      do {
        ending = try await show(box, lineMode: lineMode, answers: answers, beside: backgrounds)
      } catch {
        if error.status == ExitCode.unanswered { sayOnScreen(error.message, request) }
        return fail(error.message, output, status: error.status)
      }
      let goesOn = chain.record(ending, of: box)
      // An answered run has no person to give the time to.
      if answers == nil, let seconds = box.options.sleepSeconds, seconds > 0 {
        await sleep(seconds)
      }
      guard goesOn || Self.follows(ending, request.boxes, after: index) else {
        return finish(chain, request, to: results)
      }
    }
    return finish(chain, request, to: results, then: request.trailingError)
  }

  /// The same run with every box as line prompts on `makeLineIO`'s IO and no `--sleep`:
  /// for the fuzzer, which must not wait.
  package func runInLineMode(_ arguments: [String]) -> Termination {
    var output = CompatOutput(program: program, variable: variable)
    let request: CompatRequest
    switch parse(arguments, output) {
    case .success(let parsed): request = parsed
    case .failure(let stop): return stop.termination
    }
    guard request.query == nil else { return Termination(status: 0) }
    let results: any TextOutput
    switch resultOutput(for: request, output) {
    case .success(let sink): results = sink
    case .failure(let stop): return stop.termination
    }
    output.onTerminal = results.isTerminal
    var chain = CompatChain(output: output)
    for (index, box) in request.boxes.enumerated() {
      do {
        let shown = try builder.make(box)
        var runner = CompatLineRunner(program: program, io: makeLineIO())
        runner.gaugeInput = gaugeInput
        let ending = runner.run(shown)
        guard chain.record(ending, of: box) || Self.follows(ending, request.boxes, after: index)
        else { break }
      } catch {
        return fail(error.message, output)
      }
    }
    return finish(chain, request, to: results)
  }

  /// The request, or the error written to stderr and the status it exits with.
  private func parse(_ arguments: [String], _ output: CompatOutput) -> Result<
    CompatRequest, CompatStop
  > {
    do {
      let parser = CompatParser(
        program: program, readFile: readArgumentFile,
        dialogOptions: variable("DIALOGOPTS") ?? "")
      return .success(try parser.parse(arguments))
    } catch {
      errors.write("\(program.rawValue): \(UserText.visible(error.message))\n")
      let status = output.errorStatus(unknownOption: error.isUnknownOption)
      return .failure(CompatStop(termination: Termination(status: status)))
    }
  }

  /// Where the request's result goes (stderr, `--stdout`, `--output-fd N`), or the error
  /// when a box could answer and the result could not be written there.
  ///
  /// It is asked before any box shows, as whiptail and dialog open their output first:
  /// a user is not asked for an answer that would be lost. The real programs differ where
  /// the script closed the stream: whiptail exits 255 at once in both cases ("Cannot open
  /// output-fd" for a closed `--output-fd N`, nothing for a closed stderr); dialog exits
  /// 255 with "Cannot open output-fd" for a closed `--output-fd N`, but with a closed
  /// stderr it shows the box and exits 0 with the answer lost. Here both are the error
  /// status (255, or dialog's `DIALOG_ERROR`), said on stderr or, when that is what was
  /// closed, on the terminal: an exit 0 would let the script go on with an empty answer it
  /// never got. Boxes that write nothing (their answer is the exit status) still show.
  private func resultOutput(
    for request: CompatRequest, _ output: CompatOutput
  ) -> Result<any TextOutput, CompatStop> {
    let options = request.boxes.last?.options ?? CompatOptions()
    let sink = makeOutput(options.outputDescriptor ?? STDERR_FILENO)
    if let refusal = sink.refusal, request.boxes.contains(where: \.kind.writesResult) {
      return .failure(CompatStop(termination: fail("cannot write the result: \(refusal)", output)))
    }
    return .success(sink)
  }

  /// The descriptor dialog's `--input-fd N` names for keys, or nil for the terminal's
  /// own: 0 is nil too, as dialog then reads keys from the terminal when stdin is not one
  /// (stdin is then the gauge's data).
  private static func keyDescriptor(_ request: CompatRequest) -> Int32? {
    guard let keys = request.boxes.last?.options.inputDescriptor, keys != STDIN_FILENO else {
      return nil
    }
    return keys
  }

  private var builder: CompatBuilder { CompatBuilder(program: program, readFile: readFile) }

  /// Says `message` on stderr and ends with the error status, or `status` when the failure
  /// has one of its own (an answers file's 78).
  private func fail(_ message: String, _ output: CompatOutput, status: Int32? = nil)
    -> Termination
  {
    errors.write("\(program.rawValue): \(UserText.visible(message))\n")
    return Termination(status: status ?? output.errorStatus(unknownOption: false))
  }

  /// Says an answers file's failure where the screen would have been, as well as on stderr.
  ///
  /// whiptail and dialog draw on stdout, and a script that reads their result on stderr
  /// sends stdout to its own stderr (`3>&1 1>&2 2>&3`) while stderr is captured: the
  /// message on stderr alone would end up in the script's variable, unseen in a CI log.
  /// Not when the result goes to stdout (`--stdout`), nor when both are one file.
  private func sayOnScreen(_ message: String, _ request: CompatRequest) {
    let descriptor = request.boxes.last?.options.outputDescriptor ?? STDERR_FILENO
    guard descriptor != STDOUT_FILENO, !Self.sameFile(STDOUT_FILENO, STDERR_FILENO) else {
      return
    }
    makeOutput(STDOUT_FILENO).write("\(program.rawValue): \(UserText.visible(message))\n")
  }

  private static func sameFile(_ first: Int32, _ second: Int32) -> Bool {
    var one = stat()
    var other = stat()
    guard fstat(first, &one) == 0, fstat(second, &other) == 0 else { return true }
    return one.st_dev == other.st_dev && one.st_ino == other.st_ino
  }

  /// Whether the box after `index` shows after an ending that stops a chain: after an
  /// explicit `--and-widget`, any button's ending does; Esc and signals never.
  private static func follows(
    _ ending: BoxEnding, _ boxes: [CompatBox], after index: Int
  ) -> Bool {
    guard index + 1 < boxes.count, boxes[index + 1].followsAnyEnding else { return false }
    if case .button = ending.reason { return true }
    return false
  }

  /// Writes the chain's results where the last box's options say, and ends as it ended.
  ///
  /// A mistake after the last box (`then`) is reported once its result is written, with
  /// the error status, as dialog reads the words after a box only once it has ended.
  private func finish(
    _ chain: CompatChain, _ request: CompatRequest, to sink: any TextOutput,
    then trailing: CompatUsageError? = nil
  ) -> Termination {
    let options = request.boxes.last?.options ?? CompatOptions()
    if !chain.written.isEmpty {
      let separator = options.separateWidget ?? "\t"
      sink.write(bytes: ArgumentText.bytes(of: chain.written.joined(separator: separator)))
      if let failure = sink.failure {
        return fail("cannot write the result: \(failure)", chain.output)
      }
    }
    if let trailing, [.button(.ok), .finished].contains(chain.last.reason) {
      return fail(trailing.message, chain.output)
    }
    let status = chain.output.status(for: chain.last)
    if case .interrupted(let signal) = chain.last.reason {
      return Termination(status: status, signal: signal)
    }
    return Termination(status: status)
  }

  private func show(
    _ box: CompatBox, lineMode: Bool, answers: AnswerBook?, beside backgrounds: TailboxBackgrounds
  ) async throws(CompatFailure) -> BoxEnding {
    let shown: ShownBox<CompatBox>
    do {
      shown = try builder.make(box)
    } catch {
      throw CompatFailure(message: error.message)
    }
    if lineMode {
      // A pause's seconds are its time limit in line mode too.
      let seconds = box.kind == .pause ? box.sizes.last : box.options.timeoutSeconds
      let keys = Self.keyDescriptor(CompatRequest(program: program, boxes: [box], query: nil))
      var runner = CompatLineRunner(
        program: program, io: keys.map(makeLineIOReadingKeys) ?? makeLineIO())
      runner.timeLimit = seconds.map { .seconds(max(0, $0)) }
      runner.gaugeInput = gaugeInput
      return runner.run(shown)
    }
    let renderer: any SessionRenderer
    if let answers {
      renderer = AnsweringRenderer(book: answers)
    } else {
      renderer = try openRenderer(for: shown, over: backgrounds)
    }
    let session = CompatSession(shown: shown, renderer: renderer)
    session.program = program
    session.gaugeInput = gaugeInput
    session.backgrounds = backgrounds
    do {
      let ending = try await session.run()
      // A tail box in the background goes on beneath the boxes after it, on a terminal.
      if answers == nil, openWindow == nil { backgrounds.keep(shown) }
      return ending
    } catch {
      let ownStatus = error.exitStatus == ExitCode.unanswered ? error.exitStatus : nil
      throw CompatFailure(message: error.message, status: ownStatus)
    }
  }

  /// The window `openWindow` opens for the box, or else the terminal: on the alternate
  /// screen, except an infobox, which stays on the main screen after exit.
  private func openRenderer(
    for shown: ShownBox<CompatBox>, over backgrounds: TailboxBackgrounds
  ) throws(CompatFailure) -> any SessionRenderer {
    if let openWindow {
      do {
        return try openWindow(shown.dialog, shown.box.options.backtitle.map(ArgumentText.shown))
      } catch {
        throw CompatFailure(message: error.message)
      }
    }
    let device: any TerminalDevice
    do {
      let keys = Self.keyDescriptor(CompatRequest(program: program, boxes: [shown.box], query: nil))
      if let keys {
        device = KeyDescriptorDevice(try openDeviceReadingKeys(keys))
      } else {
        device = try openDevice()
      }
    } catch {
      throw CompatFailure(
        message: "\(error.description); set SCRIM_ACCESSIBLE=1 for line prompts instead")
    }
    let scheme = ContainerScheme.light
    let modes =
      shown.box.kind.endsAtOnce
      ? TerminalModes(
        alternateScreen: false, mouse: false, mouseMotion: false, bracketedPaste: false)
      : TerminalModes(mouseMotion: false)
    let host = backgrounds.host(
      over: shown.box.options.backtitle.map {
        BacktitleHost(backtitle: ArgumentText.shown($0), scheme: scheme)
      } ?? BlankHost())
    let app = TerminalApp.make(
      device: device, host: host, clock: clock, environment: environment.terminal,
      modes: modes, scheme: scheme, reducesMotion: true)
    return TerminalRenderer(app: app, device: device)
  }

  private func answer(_ query: CompatRequest.Query) -> Termination {
    let out = makeOutput(STDOUT_FILENO)
    switch query {
    case .help:
      out.write(CompatHelp.text(for: program))
    case .version:
      out.write("scrim \(ScrimVersion.current) (\(program.rawValue) compatible)\n")
    case .printMaxSize:
      let size = (try? openDevice())?.size ?? Size(width: 80, height: 24)
      makeOutput(STDERR_FILENO).write("MaxSize: \(size.height), \(size.width)\n")
    }
    return Termination(status: 0)
  }

  /// Line mode's prompts and answers on the terminal itself, or on stderr and stdin when
  /// there is none.
  package static func terminalLineIO() -> any LineIO {
    let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
    guard terminal >= 0 else { return StandardLineIO(signals: SignalPipe()) }
    return StandardLineIO(input: terminal, output: terminal, signals: SignalPipe())
  }

  /// Line mode's prompts on the terminal (or stderr when there is none), its answers read
  /// from `keys`, which is left open.
  package static func terminalLineIO(keys: Int32) -> any LineIO {
    let terminal = open("/dev/tty", O_WRONLY | O_CLOEXEC)
    return StandardLineIO(
      input: keys, output: terminal >= 0 ? terminal : STDERR_FILENO, signals: SignalPipe())
  }
}

/// Opens a window for a box: its dialog and the backtitle, as shown.
package typealias CompatWindowOpener =
  @MainActor (_ dialog: Dialog, _ backtitle: String?) throws(CommandFailure) ->
  any SessionRenderer

/// A command line that ends before any box: how the process ends.
struct CompatStop: Error {
  var termination: Termination
}

/// A box that could not be shown: its message for stderr.
struct CompatFailure: Error {
  var message: String
  /// The status it exits with, when not the program's error status (an answers file's 78).
  var status: Int32?
}
