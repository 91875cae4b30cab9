import Synchronization

/// The messages waiting to be written to one client, in order, and the wait of the task that writes them.
///
/// The board's deliveries push (on whichever thread commits) and one writer takes everything queued at once. A
/// client that falls more than `limit` board messages behind loses them: they are replaced by one request for a
/// fresh snapshot, so a slow client costs bounded memory and still ends with the right board.
final class Outbox: Sendable {
  /// One queued message.
  enum Entry: Equatable, Sendable {
    /// A reply to this client's own message, always kept.
    case reply(String)
    /// The board as of `revision`: a snapshot or a change.
    case board(revision: Int, text: String)
    /// The board messages were dropped: the writer sends a fresh snapshot instead.
    case resynchronize
  }

  private struct State {
    var entries: [Entry] = []
    var boardEntries = 0
    var isResynchronizing = false
    var isClosed = false
    var waiter: CheckedContinuation<[Entry]?, Never>?

    /// Empties the queue, returning what it held.
    mutating func take() -> [Entry] {
      defer {
        entries = []
        boardEntries = 0
        isResynchronizing = false
      }
      return entries
    }
  }

  private let state = Mutex(State())
  private let limit: Int

  /// Creates an outbox that keeps at most `limit` board messages.
  init(limit: Int) {
    self.limit = limit
  }

  /// Queues `entry`, or drops it when the outbox is closed.
  func push(_ entry: Entry) {
    let (waiter, entries) = state.withLock { state -> (CheckedContinuation<[Entry]?, Never>?, [Entry]) in
      guard !state.isClosed else { return (nil, []) }
      if case .board = entry {
        // While resynchronizing, the snapshot the writer will take includes this change.
        guard !state.isResynchronizing else { return (nil, []) }
        if state.boardEntries == limit {
          state.entries.removeAll { if case .board = $0 { true } else { false } }
          state.entries.append(.resynchronize)
          state.boardEntries = 0
          state.isResynchronizing = true
        } else {
          state.entries.append(entry)
          state.boardEntries += 1
        }
      } else {
        state.entries.append(entry)
      }
      guard let waiter = state.waiter else { return (nil, []) }
      state.waiter = nil
      return (waiter, state.take())
    }
    waiter?.resume(returning: entries)
  }

  /// Everything queued, waiting until something is; `nil` once the outbox is closed.
  func take() async -> [Entry]? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<[Entry]?, Never>) in
        let ready = state.withLock { state -> [Entry]?? in
          if state.isClosed { return .some(nil) }
          if !state.entries.isEmpty { return .some(state.take()) }
          state.waiter = continuation
          return .none
        }
        if let ready { continuation.resume(returning: ready) }
      }
    } onCancel: {
      close()
    }
  }

  /// Drops what is queued and ends the writer's wait; later pushes are ignored.
  func close() {
    let waiter = state.withLock { state in
      state.isClosed = true
      state.entries = []
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: nil)
  }
}
