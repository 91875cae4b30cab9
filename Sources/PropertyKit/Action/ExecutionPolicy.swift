import StreamCore

/// What an ``Action`` does with an attempt made while it is already executing.
///
/// ```swift
/// let search = Action<String, [String], Never>(policy: .cancelPrevious) { Just([$0]) }
/// print(search.isEnabled.value)  // Prints "true"
/// ```
public struct ExecutionPolicy: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case rejectWhileExecuting
    case queue
    case cancelPrevious
    case concurrent(max: Int)
  }

  let kind: Kind

  /// Fail the attempt with ``ActionError/disabled`` while an execution is in flight (the default);
  /// ``Action/isEnabled`` is false while executing.
  ///
  /// ```swift
  /// let work = PassthroughSubject<Int, Never>()
  /// let upload = Action<Void, Int, Never>(policy: .rejectWhileExecuting) { work }
  /// let first = upload.apply().sink(receiveCompletion: { _ in }, receiveValue: { _ in })
  /// print(upload.isEnabled.value)  // Prints "false"
  /// ```
  public static let rejectWhileExecuting = ExecutionPolicy(kind: .rejectWhileExecuting)

  /// Run attempts one at a time, in the order they were made; ``Action/isEnabled`` follows only `enabledIf`.
  ///
  /// ```swift
  /// let work = PassthroughSubject<Int, Never>()
  /// let upload = Action<Int, Int, Never>(policy: .queue) { _ in work.prefix(1) }
  /// let cancellable = upload.values.sink { print($0) }
  /// let runs = [1, 2].map { upload.apply($0).sink(receiveCompletion: { _ in }, receiveValue: { _ in }) }
  /// work.send(10)  // Prints "10"; the second attempt starts
  /// work.send(20)  // Prints "20"
  /// ```
  public static let queue = ExecutionPolicy(kind: .queue)

  /// Cancel the executions in flight and start the new one; ``Action/isEnabled`` follows only `enabledIf`.
  ///
  /// ```swift
  /// let works = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
  /// let search = Action<Int, String, Never>(policy: .cancelPrevious) { works[$0] }
  /// let cancellable = search.values.sink { print($0) }
  /// let runs = [0, 1].map { search.apply($0).sink(receiveCompletion: { _ in }, receiveValue: { _ in }) }
  /// works[0].send("stale")  // Prints nothing: the first execution was cancelled
  /// works[1].send("fresh")  // Prints "fresh"
  /// ```
  public static let cancelPrevious = ExecutionPolicy(kind: .cancelPrevious)

  /// Run up to `max` executions at once and reject attempts beyond that; ``Action/isEnabled`` is false while
  /// `max` are in flight.
  ///
  /// ```swift
  /// let work = PassthroughSubject<Int, Never>()
  /// let upload = Action<Void, Int, Never>(policy: .concurrent(max: 2)) { work }
  /// let first = upload.apply().sink(receiveCompletion: { _ in }, receiveValue: { _ in })
  /// print(upload.isEnabled.value)  // Prints "true"
  /// let second = upload.apply().sink(receiveCompletion: { _ in }, receiveValue: { _ in })
  /// print(upload.isEnabled.value)  // Prints "false"
  /// ```
  ///
  /// - Parameter max: The number of executions allowed at once; must be at least 1.
  public static func concurrent(max: Int) -> ExecutionPolicy {
    require(max >= 1, "ExecutionPolicy.concurrent(max: \(max)): max must be at least 1")
    return ExecutionPolicy(kind: .concurrent(max: max))
  }
}
