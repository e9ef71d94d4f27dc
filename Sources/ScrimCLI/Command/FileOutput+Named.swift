import ScrimLine

extension FileOutput {
  /// The descriptor a script named for a result (`--output-fd N`), refused when it is not
  /// one the script handed over open for writing (`ScriptDescriptor`).
  package static func named(_ descriptor: Int32) -> FileOutput {
    guard let problem = ScriptDescriptor.problem(descriptor, writing: true) else {
      return FileOutput(descriptor)
    }
    return FileOutput(unwritable: problem)
  }
}
