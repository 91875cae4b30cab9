public import StreamCore

/// A fake search service: it answers with the first words that start with the query, after a latency that
/// grows as the query gets shorter (a short prefix matches more words), on the scheduler it is given.
public struct SearchAPI<Clock: Scheduler> {
  /// The words the service searches.
  public let words: [String]
  /// The scheduler the answers are delivered on.
  public let scheduler: Clock

  /// Creates a service over `words` that answers on `scheduler`.
  public init(words: [String] = wordList, scheduler: Clock) {
    self.words = words
    self.scheduler = scheduler
  }

  /// How long the service takes to answer `query`, in milliseconds: 400 for one or two characters, then
  /// 50 fewer per extra character, never under 100.
  public func latency(for query: String) -> Int {
    max(100, 400 - 50 * max(0, query.count - 2))
  }

  /// A cold publisher of at most `limit` words starting with `query`, delivered after ``latency(for:)``.
  ///
  /// - Complexity: O(*n*) in the number of words, when subscribed.
  public func search(_ query: String, limit: Int = 4) -> AnyPublisher<[String], Never> {
    let words = self.words
    return Deferred { Just(Array(words.lazy.filter { $0.hasPrefix(query) }.prefix(limit))) }
      .delay(for: .milliseconds(latency(for: query)), scheduler: scheduler)
      .eraseToAnyPublisher()
  }
}
