public import Foundation
import PropertyKit
public import StateKit
import Synchronization

/// Connects clients to one board: applies their actions to the `ManagedState`, and gives each connection its own
/// subscription to the state's publisher, which sends it a snapshot and then every committed change.
///
/// It knows nothing of the network: a server hands each connection's incoming text to
/// ``BoardConnection/receive(_:)`` and writes what ``BoardConnection/nextFrame()`` returns.
///
/// ```swift
/// let hub = BoardHub(board: ManagedState(wrappedValue: Board()))
/// let connection = hub.connect()
/// connection.receive(#"{"type": "addCard", "column": "todo", "title": "Ship it"}"#)
/// print(await connection.nextFrame() ?? "")  // the snapshot, the change and the reply, one JSON object a line
/// connection.close()
/// ```
public final class BoardHub: Sendable {
  /// The board everyone shares.
  public let board: ManagedState<Board>
  let census = Census()
  let changeMessages = ChangeMessages()
  /// How many board messages a connection may fall behind before it is sent a fresh snapshot instead.
  let backlogLimit: Int

  /// Creates a hub for `board`.
  ///
  /// - Parameters:
  ///   - board: The shared board.
  ///   - backlogLimit: How many board messages a client may fall behind before the ones it has not been sent are
  ///     replaced by one fresh snapshot.
  public init(board: ManagedState<Board>, backlogLimit: Int = 4_096) {
    self.board = board
    self.backlogLimit = backlogLimit
  }

  /// Creates a hub for the board stored under `"board"` in `directory` (a new board when none is stored there).
  ///
  /// - Parameter directory: The data directory; made if it does not exist.
  public convenience init(dataDirectory directory: URL) {
    let engine = FileBasedPersistentPropertyStorageEngine(rootDirectoryUrl: directory)
    @ManagedState(storageEngine: engine, key: "board") var board = Board()
    self.init(board: $board)
  }

  /// Opens a connection: it is subscribed to the board at once, so its first frame holds the current board.
  public func connect() -> BoardConnection {
    BoardConnection(hub: self)
  }

  /// Applies `request`'s action to the board in one mutation — the board's rules decide, then the state runs its
  /// rules, commits and notifies every subscriber once — and returns the reply for the client that sent it.
  public func perform(_ request: ClientRequest) -> ServerMessage {
    let outcome = board.withLock { board -> Result<Int, BoardRejection> in
      do throws(BoardRejection) {
        try board.apply(request.action)
        return .success(board.revision)
      } catch {
        return .failure(error)
      }
    }
    switch outcome {
    case .success(let revision):
      return .accepted(request: request.number, revision: revision)
    case .failure(let rejection):
      return .rejected(request: request.number, action: request.action.name, message: rejection.description)
    }
  }

  /// What the hub holds now; served as `/stats`.
  public var statistics: HubStatistics {
    let board = board.wrappedValue
    let (connections, subscriptions) = census.counts
    return HubStatistics(
      connections: connections,
      subscriptions: subscriptions,
      revision: board.revision,
      cardCount: board.cardCount
    )
  }

  /// The current board's revision and its `snapshot` message.
  func snapshot() -> (revision: Int, text: String) {
    let board = board.wrappedValue
    return (board.revision, ServerMessage.snapshot(board).json)
  }
}

/// Counts, at one moment, the open connections and the live board subscriptions of a hub.
public struct HubStatistics: Codable, Equatable, Sendable {
  /// Connections opened and not closed yet.
  public var connections: Int
  /// Subscriptions to the board alive: counted by their subscribers' lifetimes, so a subscription the state did not
  /// let go of after its connection closed is still counted.
  public var subscriptions: Int
  /// The board's revision.
  public var revision: Int
  /// How many cards the board holds.
  public var cardCount: Int
}

/// The open connections and the live subscribers of a hub.
final class Census: Sendable {
  private let state = Mutex((connections: 0, subscriptions: 0))

  var counts: (connections: Int, subscriptions: Int) {
    state.withLock { $0 }
  }

  func connectionOpened() { state.withLock { $0.connections += 1 } }
  func connectionClosed() { state.withLock { $0.connections -= 1 } }
  func subscriberMade() { state.withLock { $0.subscriptions += 1 } }
  func subscriberGone() { state.withLock { $0.subscriptions -= 1 } }
}

/// The `change` message of the latest commit, encoded once for all subscribers: each receives the same committed
/// change, one after the other, before the next commit is delivered.
final class ChangeMessages: Sendable {
  private struct Encoded {
    let old: Board
    let new: Board
    let text: String
  }

  private let latest = Mutex<Encoded?>(nil)

  /// The `change` message from `old` to `new`.
  func text(from old: Board, to new: Board) -> String {
    // Equal boards share their arrays' storage here, so the comparisons cost O(1).
    if let cached = latest.withLock({ $0 }), cached.new == new, cached.old == old { return cached.text }
    let text = ServerMessage.change(BoardChange(from: old, to: new)).json
    let replaced = latest.withLock { latest in
      defer { latest = Encoded(old: old, new: new, text: text) }
      return latest
    }
    _ = consume replaced  // released here, after unlocking
    return text
  }
}
