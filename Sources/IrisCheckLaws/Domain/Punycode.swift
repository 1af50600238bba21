/// RFC 3492 Punycode, the encoder only: how an internationalised host
/// label is written in ASCII (`xn--` and this encoding).
enum Punycode {
  private static let base = 36
  private static let tMin = 1
  private static let tMax = 26

  /// The Punycode of a label, without the `xn--` prefix.
  /// - Parameter label: the label's text.
  /// - Returns: the ASCII encoding; `"pp-6kc"` for `"аpp"` (Cyrillic а).
  static func encode(_ label: String) -> String {
    let input = label.unicodeScalars.map { Int($0.value) }
    var output = label.unicodeScalars.filter(\.isASCII).map(Character.init)
    let basic = output.count
    if basic > 0 { output.append("-") }
    var code = 128
    var delta = 0
    var bias = 72
    var handled = basic
    while handled < input.count {
      let next = input.filter { $0 >= code }.min() ?? code
      delta += (next - code) * (handled + 1)
      code = next
      for scalar in input {
        if scalar < code { delta += 1 }
        guard scalar == code else { continue }
        var q = delta
        var k = base
        while true {
          let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
          if q < t { break }
          output.append(digit(t + (q - t) % (base - t)))
          q = (q - t) / (base - t)
          k += base
        }
        output.append(digit(q))
        bias = adapt(delta, points: handled + 1, first: handled == basic)
        delta = 0
        handled += 1
      }
      delta += 1
      code += 1
    }
    return String(output)
  }

  private static func digit(_ value: Int) -> Character {
    Character(Unicode.Scalar(UInt8(value < 26 ? 97 + value : 22 + value)))
  }

  private static func adapt(_ delta: Int, points: Int, first: Bool) -> Int {
    var delta = first ? delta / 700 : delta / 2
    delta += delta / points
    var k = 0
    while delta > ((base - tMin) * tMax) / 2 {
      delta /= base - tMin
      k += base
    }
    return k + (base - tMin + 1) * delta / (delta + 38)
  }
}
