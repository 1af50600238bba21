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

/// Prints one figure as `name: value unit`, the format `make bench` promises.
func report(_ name: String, _ value: Double, _ unit: String) {
  print("\(name): \(String(format: "%.1f", value)) \(unit)")
}
