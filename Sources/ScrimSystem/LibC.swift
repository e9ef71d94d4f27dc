// The one place the C library is imported, for every module of the package that makes
// system calls: Glibc on Linux, Musl with the static Linux SDK, Darwin on macOS. A module
// writes `import ScrimSystem` instead of repeating the platform conditions.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif
