/// The bytes libFuzzer passes to `LLVMFuzzerTestOneInput`.
///
/// - Parameters:
///   - data: The input; may be nil when `size` is 0.
///   - size: Its length.
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data, size > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Stops the run with a finding: libFuzzer saves the input that led here.
///
/// `fatalError` traps in every build configuration, so a broken invariant is never
/// skipped the way an `assert` would be in a release build.
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}
