/// One box of a whiptail or dialog command line, with the options in force for it.
package struct CompatBox: Hashable, Sendable {
  /// The boxes scrim draws.
  package enum Kind: String, CaseIterable, Hashable, Sendable {
    case msgbox, yesno, infobox, inputbox, passwordbox, menu, checklist, radiolist, gauge
    case textbox, form, mixedform, passwordform, pause
    case rangebox
    case progressbox, programbox, tailbox
    case fselect, dselect
    case calendar, timebox
    case treeview
    case mixedgauge
    case inputmenu
    case buildlist
    case editbox, prgbox, tailboxbg

    /// How many arguments follow the option before the repeated groups or the optional
    /// ones: text (or file), height, width, and a list, form or pause height where there
    /// is one.
    var fixedArgumentCount: Int { 1 + sizeNames.count }

    /// The numbers after the text, by what they say: the box's height and width, then a
    /// list's or form's own height or a pause's seconds.
    var sizeNames: [String] {
      switch self {
      case .menu, .inputmenu: ["height", "width", "menu height"]
      case .checklist, .radiolist, .treeview, .buildlist: ["height", "width", "list height"]
      case .form, .mixedform, .passwordform: ["height", "width", "form height"]
      case .pause: ["height", "width", "seconds"]
      case .mixedgauge: ["height", "width", "percent"]
      case .rangebox: ["height", "width", "min-value", "max-value", "default-value"]
      default: ["height", "width"]
      }
    }

    /// The arguments the box takes, as its usage line names them.
    var usage: String {
      let first: String =
        switch self {
        case .textbox, .tailbox, .tailboxbg, .editbox: "<file>"
        case .prgbox: "[text] <command>"
        case .fselect: "<filepath>"
        case .dselect: "<dirpath>"
        default: hasOptionalText ? "[text]" : "<text>"
        }
      let sizes = sizeNames.map { "<\($0)>" }
      let rest: String? =
        switch self {
        case .inputbox, .passwordbox: "[init]"
        case .gauge: "[percent]"
        case .menu, .inputmenu: "[tag item]..."
        case .checklist, .radiolist, .buildlist: "[tag item status]..."
        case .treeview: "[tag item status depth]..."
        case .mixedgauge: "[tag item]..."
        case .form, .passwordform: "[label y x item y x flen ilen]..."
        case .mixedform: "[label y x item y x flen ilen itype]..."
        case .calendar: "[day month year]"
        case .timebox: "[hour minute second]"
        default: nil
        }
      return ([first] + sizes + (rest.map { [$0] } ?? [])).joined(separator: " ")
    }

    /// How many arguments dialog reads after the option, at least and at most (nil for
    /// no limit): a list's or form's first group is required.
    var dialogArgumentCount: (least: Int, most: Int?) {
      switch self {
      case .msgbox, .yesno, .infobox, .textbox, .tailbox, .fselect, .dselect, .editbox,
        .tailboxbg:
        (3, 3)
      case .prgbox: (3, 4)
      case .progressbox, .programbox: (2, 3)
      case .inputbox, .passwordbox, .gauge: (3, 4)
      case .pause: (4, 4)
      case .rangebox: (6, 6)
      case .calendar, .timebox: (3, 6)
      case .menu, .inputmenu: (5, nil)
      case .checklist, .radiolist: (6, nil)
      case .treeview, .mixedgauge, .buildlist: (4, nil)
      case .form, .passwordform, .mixedform: (12, nil)
      }
    }

    /// Whether the box can write a result: an answer typed or chosen.
    ///
    /// A message, a question (its answer is the exit status), a gauge, a textbox and a
    /// pause write none.
    var writesResult: Bool {
      switch self {
      case .msgbox, .yesno, .infobox, .gauge, .textbox, .pause, .mixedgauge: return false
      case .progressbox, .programbox, .tailbox, .prgbox, .tailboxbg: return false
      default: return true
      }
    }

    /// Whether the text before the sizes may be left out (dialog's `--progressbox` and
    /// `--programbox`): two arguments are then the height and width.
    var hasOptionalText: Bool { self == .progressbox || self == .programbox }

    /// Whether the program named can show this box: whiptail has no forms and no pause.
    func isSupported(by program: CompatProgram) -> Bool {
      switch self {
      case .form, .mixedform, .passwordform, .pause, .rangebox: return program == .dialog
      case .progressbox, .programbox, .tailbox: return program == .dialog
      case .fselect, .dselect: return program == .dialog
      case .calendar, .timebox: return program == .dialog
      case .treeview, .mixedgauge, .inputmenu, .buildlist: return program == .dialog
      case .editbox, .prgbox, .tailboxbg: return program == .dialog
      default: return true
      }
    }
  }

  /// Which box.
  package var kind: Kind
  /// The text above the box's content; for a textbox, the file's path.
  package var text: String
  /// The height, width and list height given; 0 means "fit", and scrim always fits.
  package var sizes: [Int]
  /// The arguments after the fixed ones: items, form fields, an input box's starting text,
  /// a gauge's percentage, a pause's seconds.
  package var rest: [String]
  /// The options in force for this box.
  package var options: CompatOptions
  /// Whether the box shows after one that ended other than by OK (dialog's explicit
  /// `--and-widget`); a box after an implied one shows only after an OK.
  package var followsAnyEnding = false

  /// Makes a box.
  package init(
    kind: Kind, text: String, sizes: [Int] = [], rest: [String] = [],
    options: CompatOptions = CompatOptions()
  ) {
    self.kind = kind
    self.text = text
    self.sizes = sizes
    self.rest = rest
    self.options = options
  }
}

/// A parsed whiptail or dialog command line: one box, or several chained (dialog's
/// `--and-widget`, or boxes given one after another).
package struct CompatRequest: Hashable, Sendable {
  /// The program stood in for.
  package var program: CompatProgram
  /// The boxes, in order.
  package var boxes: [CompatBox]
  /// What the command asks besides a box: `--help`, `--version`, `--print-maxsize`.
  package var query: Query?
  /// A mistake after the boxes (dialog's "Expected --and-widget"): reported, with dialog's
  /// error status, once the boxes before it have been shown.
  package var trailingError: CompatUsageError?

  /// Makes a request.
  package init(
    program: CompatProgram, boxes: [CompatBox], query: Query?,
    trailingError: CompatUsageError? = nil
  ) {
    self.program = program
    self.boxes = boxes
    self.query = query
    self.trailingError = trailingError
  }

  /// A question answered without a box.
  package enum Query: Hashable, Sendable {
    case help, version, printMaxSize
  }
}
