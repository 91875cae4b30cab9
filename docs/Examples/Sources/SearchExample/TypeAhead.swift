import Foundation
public import StreamCore

/// One keystroke of the scripted user: the field's whole text, `at` milliseconds after the start.
public struct Keystroke: Sendable, Equatable {
  /// When the key is pressed, in milliseconds after the start.
  public var at: Int
  /// The text in the search field after the key.
  public var text: String

  /// Creates a keystroke.
  public init(at: Int, text: String) {
    self.at = at
    self.text = text
  }

  /// The demo user: types "swi" quickly, pauses, finishes "swift", then adds a space, which is trimmed: the
  /// repeated query "swift" is dropped by `removeDuplicates()`.
  public static let demo = [
    Keystroke(at: 0, text: "s"),
    Keystroke(at: 100, text: "sw"),
    Keystroke(at: 200, text: "swi"),
    Keystroke(at: 700, text: "swif"),
    Keystroke(at: 800, text: "swift"),
    Keystroke(at: 1_500, text: "swift "),
  ]
}

/// Runs a type-ahead search over ``wordList`` for scripted keystrokes and narrates what happens.
///
/// The pipeline: the field's text is trimmed, throttled to one query per 250 ms (the latest text of each
/// window), deduplicated, and each query goes to ``SearchAPI``; `switchToLatest()` cancels the request for an
/// older query as soon as a newer one starts, so a slow, stale answer never overwrites a newer one.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let run = runSearch(scheduler: scheduler, narrate: { print($0) })
/// scheduler.run()
/// // Prints "   0 ms  typed "s"", then "         query "s"", …
/// ```
///
/// - Parameters:
///   - keystrokes: The scripted user's keystrokes.
///   - scheduler: Where keystrokes, throttling and the API's answers happen.
///   - narrate: Receives each line of the transcript.
///   - finished: Called once the last answer arrived.
/// - Returns: The running search; cancel it to stop.
public func runSearch<Clock: Scheduler>(
  typing keystrokes: [Keystroke] = Keystroke.demo,
  scheduler: Clock,
  narrate: @escaping (String) -> Void,
  finished: @escaping () -> Void = {}
) -> AnyCancellable {
  let api = SearchAPI(scheduler: scheduler)
  return Publishers.Sequence<[Keystroke], Never>(sequence: keystrokes)
    .flatMap { keystroke in
      Just(keystroke).delay(for: .milliseconds(keystroke.at), scheduler: scheduler)
    }
    .handleEvents(receiveOutput: { keystroke in
      narrate("\(String(keystroke.at).leftPadded(to: 4)) ms  typed \"\(keystroke.text)\"")
    })
    .map { $0.text.trimmingCharacters(in: .whitespaces) }
    .throttle(for: .milliseconds(250), scheduler: scheduler, latest: true)
    .handleEvents(receiveOutput: { query in narrate("         query \"\(query)\"") })
    .removeDuplicates()
    .map { query in
      api.search(query)
        .handleEvents(
          receiveSubscription: { _ in narrate("         searching \"\(query)\"") },
          receiveCancel: { narrate("         dropped the stale answer for \"\(query)\"") }
        )
        .map { (query, $0) }
    }
    .switchToLatest()
    .sink(
      receiveCompletion: { _ in finished() },
      receiveValue: { query, words in
        narrate("         showing \(words.count) for \"\(query)\": \(words.joined(separator: ", "))")
      }
    )
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
