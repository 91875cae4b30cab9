public import Dispatch

extension PropertyProtocol where Value: Sendable {
  /// The current value, returned to an `async` caller after a hop through `queue` — CombineEx's `async(_:)`.
  ///
  /// The value is read when called (a read is thread-safe from anywhere); the caller resumes after `queue` has run
  /// the hand-over, so work queued on it before the call has run.
  ///
  /// ```swift
  /// let count = Property(value: 3)
  /// print(await count.async())  // Prints "3"
  /// ```
  ///
  /// - Parameter queue: The queue that hands the value over; a global queue by default.
  /// - Returns: The value when called.
  public func async(_ queue: DispatchQueue = .global()) async -> Value {
    let value = self.value
    return await withCheckedContinuation { continuation in
      queue.async { continuation.resume(returning: value) }
    }
  }
}
