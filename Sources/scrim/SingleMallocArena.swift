#if canImport(Glibc)
  // glibc gives each thread that allocates an arena of its own (64 MiB reserved, pages
  // touched at once). scrim's second thread only reads keys, so every thread shares the
  // main one: M_ARENA_MAX is -8 in <malloc.h>, which Swift's Glibc module leaves out.
  @_silgen_name("mallopt")
  private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32

  /// Keeps every thread's allocations in the main arena.
  func useSingleMallocArena() {
    _ = mallopt(-8, 1)
  }
#else
  /// Nothing to do outside glibc.
  func useSingleMallocArena() {}
#endif
