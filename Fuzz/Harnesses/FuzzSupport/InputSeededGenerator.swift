/// A generator seeded from the input itself, so that the same input always splits the
/// same way and a saved crash reproduces.
public struct InputSeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// Seeds from an FNV-1a hash of `bytes`.
  public init(seed bytes: [UInt8]) {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01B3
    }
    state = hash
  }

  /// The next value (SplitMix64).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
