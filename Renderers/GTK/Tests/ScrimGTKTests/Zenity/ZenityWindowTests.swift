import CGTK
import ScrimCLI
import ScrimGTK
import ScrimGTKCommand
import ScrimSystem
import ScrimTesting
import Testing

/// `scrim-gtk zenity ...` in this process, each box in its window on a manual clock,
/// driven with the keys zenity's users press once the window maps.
@MainActor
@Suite("scrim-gtk as zenity shows each box in a window", .serialized)
struct ZenityWindowTests {
  private func run(
    _ arguments: [String], input: [UInt8]? = nil, environment: [String: String] = [:],
    drive: @escaping @MainActor (GTKApp, ManualClock) -> Void
  ) async throws -> CommandRun {
    try GTKTestEnvironment.start()
    let clock = ManualClock()
    let output = CapturedOutput()
    let errors = CapturedOutput()
    var command = ZenityCommand(
      clock: clock, output: output, errors: errors, variable: { environment[$0] }
    ) { app in drive(app, clock) }
    var ends: [Int32] = [-1, -1]
    if let input {
      #expect(pipe(&ends) == 0)
      _ = input.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
      close(ends[1])
      command.input = ends[0]
    } else {
      command.input = open("/dev/null", O_RDONLY)
    }
    defer { close(command.input) }
    let termination = await command.run(arguments)
    return CommandRun(
      status: termination.status, signal: termination.signal, output: output.text,
      errors: errors.text)
  }

  @Test("question: Return is Yes (0); with --default-cancel it is No (1)")
  func question() async throws {
    let yes = try await run(["--question", "--text=Go on?"]) { app, _ in app.press(.enter) }
    #expect(yes.status == 0 && yes.output.isEmpty, "\(yes)")
    let no = try await run(["--question", "--default-cancel"]) { app, _ in app.press(.enter) }
    #expect(no.status == 1 && no.output.isEmpty, "\(no)")
  }

  @Test("question: Shift-Tab from Yes reaches the extra button only past No")
  func extraButton() async throws {
    let run = try await run(["--question", "--extra-button=Later"]) { app, _ in
      app.press(.backTab)
      app.press(.backTab)
      app.press(.enter)
    }
    #expect(run.output == "Later\n" && run.status == 1, "\(run)")
  }

  @Test("entry: --entry-text starts selected; End keeps it and typing adds, then a newline")
  func entry() async throws {
    let run = try await run(["--entry", "--text=_Name", "--entry-text=Ada"]) { app, _ in
      app.press(.end)
      app.type(" L.")
      app.press(.enter)
    }
    #expect(run.output == "Ada L.\n" && run.status == 0, "\(run)")
  }

  @Test("entry: Esc exits with the ESC code even when Cancel has another")
  func escape() async throws {
    let run = try await run(["--entry"], environment: ["ZENITY_CANCEL": "9"]) { app, _ in
      app.press(.escape)
    }
    #expect(run.output.isEmpty && run.status == 1, "\(run)")
  }

  @Test("--timeout runs on the runner's clock: the entry's text and exit 5")
  func timeout() async throws {
    let run = try await run(["--entry", "--entry-text=abc", "--timeout=30"]) { _, clock in
      clock.advance(by: .seconds(29))
      clock.advance(by: .seconds(1))
    }
    #expect(run.output == "abc\n" && run.status == 5, "\(run)")
  }

  @Test("password with --username: user|password")
  func password() async throws {
    let run = try await run(["--password", "--username"]) { app, _ in
      app.type("ada")
      app.press(.tab)
      app.type("s3cret")
      app.press(.enter)
    }
    #expect(run.output == "ada|s3cret\n" && run.status == 0, "\(run)")
  }

  @Test("list: Down and Return print the second row's first column")
  func list() async throws {
    let run = try await run(["--list", "--column=Name", "--column=Size", "a", "1", "b", "2"]) {
      app, _ in
      app.press(.down)
      app.press(.enter)
    }
    #expect(run.output == "b\n" && run.status == 0, "\(run)")
  }

  @Test("list: rows from stdin's lines; a checklist prints its checked rows")
  func checklistFromInput() async throws {
    let input = Array("TRUE\na\nFALSE\nb\nTRUE\nc\n".utf8)
    let run = try await run(
      ["--list", "--checklist", "--column=", "--column=File", "--separator=,"], input: input
    ) { app, _ in
      app.press(.down)
      app.type(" ")
      app.press(.enter)
    }
    #expect(run.output == "a,b,c\n" && run.status == 0, "\(run)")
  }

  @Test("progress: stdin's numbers and # text; --auto-close ends it at 100 with 0")
  func progress() async throws {
    let run = try await run(
      ["--progress", "--auto-close", "--text=Copying"], input: Array("10\n# half\n100\n".utf8)
    ) { _, _ in }
    #expect(run.output.isEmpty && run.status == 0, "\(run)")
  }

  @Test("progress: OK waits for the end of input, then Return exits 0")
  func progressWaitsForInput() async throws {
    let run = try await run(["--progress"], input: Array("40\n".utf8)) { app, _ in
      // Input and its end are read by the loop; Return then has an OK to choose.
      for _ in 0..<50 { g_main_context_iteration(nil, 0) }
      app.press(.enter)
    }
    #expect(run.status == 0, "\(run)")
  }

  @Test("forms: fields joined by the separator; an untouched combo is a space")
  func forms() async throws {
    let run = try await run([
      "--forms", "--add-entry=Name", "--add-combo=Size", "--combo-values=S|M", "--separator=;",
    ]) { app, _ in
      app.type("Ada")
      app.press(.enter)
    }
    #expect(run.output == "Ada; \n" && run.status == 0, "\(run)")
  }

  @Test("text-info: a file's text; OK exits 0 and prints nothing")
  func textInfo() async throws {
    let run = try await run(["--text-info", "--filename=/etc/hostname"]) { app, _ in
      app.press(.enter)
    }
    #expect(run.output.isEmpty && run.status == 0, "\(run)")
  }

  @Test("text-info: Tab goes from the text to Cancel, and Return there chooses OK (0)")
  func textInfoReturnOnCancel() async throws {
    let run = try await run(["--text-info"], input: Array("Hello\n".utf8)) { app, _ in
      app.press(.tab)
      app.press(.enter)
    }
    #expect(run.output.isEmpty && run.status == 0, "\(run)")
  }

  @Test("text-info --editable: typing at Ctrl-Home, Tab types a tab, Ctrl-Tab leaves; OK prints")
  func textInfoEditable() async throws {
    let run = try await run(["--text-info", "--editable"], input: Array("Hello\n".utf8)) {
      app, _ in
      app.press(.textStart)
      app.type("Ed")
      app.press(.tab)
      app.press(.enter)
      app.press(.controlTab)
      app.press(.tab)
      app.press(.enter)
    }
    #expect(run.output == "Ed\t\nHello\n" && run.status == 0, "\(run)")
  }
}
