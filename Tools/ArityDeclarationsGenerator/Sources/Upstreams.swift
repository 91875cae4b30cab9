/// The upstreams of one declaration: `a: A`, `b: B`, ….
struct Upstreams {
  let count: Int

  var types: [String] { (0..<count).map { String(UnicodeScalar(UInt8(65 + $0))) } }
  var names: [String] { types.map { $0.lowercased() } }
  /// "two", "three", …: the count in prose.
  var spelled: String { spelledNumber(count) }
  /// Combine's suffix of a type of this arity: "" for two, then "3", "4", ….
  var suffix: String { count == 2 ? "" : String(count) }

  /// `A: Publisher, B: Publisher` and the like.
  func conforming(to protocolName: String) -> String {
    types.map { "\($0): \(protocolName)" }.joined(separator: ", ")
  }

  /// `B.Failure == A.Failure, …` for each of `members` (`["Failure"]`, or `["Output", "Failure"]` for merge).
  func sameAsFirst(_ members: [String]) -> String {
    types.dropFirst().flatMap { type in members.map { "\(type).\($0) == A.\($0)" } }.joined(separator: ", ")
  }

  /// `` `a`, `b` and `c` ``: the upstreams in prose.
  var listed: String {
    let quoted = names.map { "`\($0)`" }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
  }
}

/// "two" … "ten": a count of upstreams or of other publishers, in prose.
func spelledNumber(_ number: Int) -> String {
  ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"][number - 2]
}
