/// The rule by which a ``Combination`` forms its tuples: ``ZipRule`` or ``CombineLatestRule``.
///
/// `Zip` and `CombineLatest` hold the same upstreams and send the same tuples; they differ only in when a tuple
/// forms and when the stream finishes. So each arity is one type, ``Combination`` through ``Combination6``, and
/// ``Publishers/Zip3`` or ``Publishers/CombineLatest3`` names it with its rule.
///
/// ```swift
/// let zip: Publishers.Zip<Just<Int>, Just<String>> = Just(1).zip(Just("a"))
/// let same: Combination<ZipRule, Just<Int>, Just<String>> = zip
/// print(same.a.output)  // Prints "1"
/// ```
public protocol CombinationRule {
  /// The operator's name in descriptions, without the arity: `"Zip"` or `"CombineLatest"`.
  static var name: String { get }
  /// Whether every upstream value goes into one tuple only, as zip pairs the *n*-th values, rather than into every
  /// tuple until that upstream's next value, as combineLatest does.
  static var usesEachValueOnce: Bool { get }
}

/// The rule of ``Publishers/Zip``…``Publishers/Zip6``: a tuple of the *n*-th values of all upstreams.
///
/// Finishes as soon as an upstream has finished and none of its values wait to be paired; fails as soon as one
/// fails.
public enum ZipRule: CombinationRule {
  public static var name: String { "Zip" }
  public static var usesEachValueOnce: Bool { true }
}

/// The rule of ``Publishers/CombineLatest``…``Publishers/CombineLatest6``: once every upstream has a value, a
/// tuple of the latest values whenever one changes.
///
/// Finishes when all upstreams have finished, or at once if one finishes without sending a value; fails as soon as
/// one fails.
public enum CombineLatestRule: CombinationRule {
  public static var name: String { "CombineLatest" }
  public static var usesEachValueOnce: Bool { false }
}
