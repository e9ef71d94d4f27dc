import ScrimSystem

/// CPU time on `clock`, in seconds: `CLOCK_THREAD_CPUTIME_ID` for the calling thread's work
/// alone, `CLOCK_PROCESS_CPUTIME_ID` for the whole process, so other load on the machine
/// does not count.
func cpuSeconds(_ clock: clockid_t) -> Double {
  var time = timespec()
  clock_gettime(clock, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// CPU time of this process.
func processSeconds() -> Double { cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) }

/// CPU time of the calling thread.
func threadSeconds() -> Double { cpuSeconds(CLOCK_THREAD_CPUTIME_ID) }
