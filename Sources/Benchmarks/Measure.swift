import Foundation

/// Runs `body` repeatedly for about `seconds` and returns operations per
/// second, where `body` returns how many operations it performed.
func throughput(seconds: Double = 1.0, _ body: () -> Int) -> Double {
  var operations = 0
  let start = Date()
  var elapsed = 0.0
  repeat {
    operations += body()
    elapsed = Date().timeIntervalSince(start)
  } while elapsed < seconds
  return Double(operations) / elapsed
}

/// The highest of `runs` figures from `measure`: the reading least slowed by
/// other processes, taken the way `machine-speed` takes its own (best of
/// three 1 s runs), so that the ratio of the two compares like with like.
func best(of runs: Int = 3, _ measure: () async -> Double) async -> Double {
  var best = 0.0
  for _ in 0..<runs { best = max(best, await measure()) }
  return best
}

/// Like ``throughput(seconds:_:)``, for an `async` body.
func asyncThroughput(seconds: Double = 1.0, _ body: () async -> Int) async -> Double {
  var operations = 0
  let start = Date()
  var elapsed = 0.0
  repeat {
    operations += await body()
    elapsed = Date().timeIntervalSince(start)
  } while elapsed < seconds
  return Double(operations) / elapsed
}

/// Like ``throughput(seconds:_:)`` but per second of this thread's CPU
/// time, so the figure moves less when other processes share the cores.
func cpuThroughput(seconds: Double = 1.0, _ body: () -> Int) -> Double {
  var operations = 0
  let start = cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
  var elapsed = 0.0
  repeat {
    operations += body()
    elapsed = cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - start
  } while elapsed < seconds
  return Double(operations) / elapsed
}

/// The CPU time `clock` has counted, in seconds.
func cpuSeconds(_ clock: clockid_t) -> Double {
  var time = timespec()
  clock_gettime(clock, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Prints one figure as `name: value unit`, the format `make bench` promises.
func report(_ name: String, _ value: Double, _ unit: String) {
  print("\(name): \(String(format: "%.1f", value)) \(unit)")
}
