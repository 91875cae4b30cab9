import Dispatch
import Foundation
import LiveBoardCore
import PropertyKit
import StateKit
import Synchronization
import Testing

/// One message of a frame the hub writes, with the fields the tests read.
struct Received: Decodable, Equatable {
  var type: String
  var request: Int?
  var revision: Int?
  var message: String?
  var board: Board?
  var cards: [Board.Card]?

  /// The messages of one frame, one JSON object a line.
  static func messages(in frame: String?) throws -> [Received] {
    let frame = try #require(frame)
    return try frame.split(separator: "\n").map { try JSONDecoder().decode(Received.self, from: Data($0.utf8)) }
  }
}

/// The hub between clients and the state: snapshots, replies to the sender only, changes to everyone, and no
/// subscription left behind.
@Suite("Board hub")
struct BoardHubTests {
  @Test("a new connection's first frame is the current board")
  func snapshotOnConnect() async throws {
    let state = ManagedState(wrappedValue: Board())
    state.send(.addCard(title: "Ship", column: "todo"))
    let hub = BoardHub(board: state)
    let connection = hub.connect()
    let messages = try Received.messages(in: await connection.nextFrame())
    #expect(messages.map(\.type) == ["snapshot"])
    #expect(messages.first?.board == state.wrappedValue)
    connection.close()
  }

  @Test("an accepted action is answered to its sender and its change reaches every client")
  func acceptedReachesEveryone() async throws {
    let hub = BoardHub(board: ManagedState(wrappedValue: Board()))
    let sender = hub.connect()
    let watcher = hub.connect()
    _ = await sender.nextFrame()
    _ = await watcher.nextFrame()

    sender.receive(#"{"type": "addCard", "column": "todo", "title": " Ship  it ", "request": 1}"#)
    let sent = try Received.messages(in: await sender.nextFrame())
    #expect(Set(sent.map(\.type)) == ["change", "accepted"])
    #expect(sent.first { $0.type == "accepted" }?.revision == 1)
    let seen = try Received.messages(in: await watcher.nextFrame())
    #expect(seen.map(\.type) == ["change"])
    #expect(seen.first?.cards?.map(\.title) == ["Ship it"])
    sender.close()
    watcher.close()
  }

  @Test("a rejected action and a malformed message are answered to the sender only, which can go on")
  func rejectionsGoToTheSenderOnly() async throws {
    let hub = BoardHub(board: ManagedState(wrappedValue: Board()))
    let sender = hub.connect()
    let watcher = hub.connect()
    _ = await sender.nextFrame()
    _ = await watcher.nextFrame()

    sender.receive(#"{"type": "moveCard", "card": 8, "column": "done", "request": 1}"#)
    let rejected = try Received.messages(in: await sender.nextFrame())
    #expect(rejected == [Received(type: "rejected", request: 1, message: BoardRejection.noSuchCard(8).description)])
    sender.receive("{oops")
    let error = try Received.messages(in: await sender.nextFrame())
    #expect(error.map(\.type) == ["error"])
    sender.receive(#"{"type": "addCard", "column": "done", "title": "Still here", "request": 2}"#)
    let accepted = try Received.messages(in: await sender.nextFrame())
    #expect(accepted.contains { $0.type == "accepted" && $0.request == 2 })

    // The watcher's next frame is the accepted change: neither the rejection nor the error came its way.
    let seen = try Received.messages(in: await watcher.nextFrame())
    #expect(seen.map(\.type) == ["change"])
    sender.close()
    watcher.close()
  }

  @Test("a closed connection leaves no subscription: its subscriber is released, and later commits reach nobody")
  func closingReleasesTheSubscription() async throws {
    let state = ManagedState(wrappedValue: Board())
    let hub = BoardHub(board: state)
    let connections = (0..<3).map { _ in hub.connect() }
    #expect(hub.statistics.connections == 3)
    #expect(hub.statistics.subscriptions == 3)
    for connection in connections { connection.close() }
    #expect(hub.statistics.connections == 0)
    #expect(hub.statistics.subscriptions == 0)
    state.send(.addCard(title: "After", column: "todo"))
    #expect(await connections[0].nextFrame() == nil)
    connections[0].close()  // closing twice changes nothing
    #expect(hub.statistics.connections == 0)
  }

  @Test("a connection dropped without close() also lets its subscription go")
  func droppedConnection() {
    let hub = BoardHub(board: ManagedState(wrappedValue: Board()))
    weak var dropped: BoardConnection?
    do {
      let connection = hub.connect()
      dropped = connection
      #expect(hub.statistics.subscriptions == 1)
    }
    #expect(dropped == nil)
    #expect(hub.statistics.subscriptions == 0)
    #expect(hub.statistics.connections == 0)
  }

  @Test("a client too far behind gets one fresh snapshot instead of the changes it missed")
  func backlogBecomesASnapshot() async throws {
    let state = ManagedState(wrappedValue: Board())
    let hub = BoardHub(board: state, backlogLimit: 2)
    let slow = hub.connect()
    _ = await slow.nextFrame()
    for number in 1...5 { state.send(.addCard(title: "Card \(number)", column: "todo")) }
    let messages = try Received.messages(in: await slow.nextFrame())
    #expect(messages.map(\.type) == ["snapshot"])
    #expect(messages.first?.board == state.wrappedValue)
    state.send(.addCard(title: "Card 6", column: "todo"))
    let next = try Received.messages(in: await slow.nextFrame())
    #expect(next.map(\.type) == ["change"])
    #expect(next.first?.revision == 6)
    slow.close()
  }

  @Test("the hub's actions are mutations of the state, checked change by change with TestState")
  func hubChangesUnderTestState() throws {
    let store = TestState(Board())
    let hub = BoardHub(board: store.state)
    let reply = hub.perform(ClientRequest(number: 4, action: .addCard(title: "Ship", column: "doing")))
    #expect(reply == .accepted(request: 4, revision: 1))
    try store.receive {
      $0.cards = [Board.Card(id: 1, title: "Ship", column: "doing", placedAt: 1)]
      $0.revision = 1
      $0.nextCardID = 2
      $0.cardCount = 1
      $0.columns[1].cardCount = 1
    }
    let rejected = hub.perform(ClientRequest(number: 5, action: .setLimit(column: "doing", limit: 0)))
    #expect(
      rejected == .rejected(request: 5, action: "setLimit", message: BoardRejection.limitOutOfRange(0).description)
    )
    try store.finish()  // the rejection committed nothing
  }

  @Test("actions from many threads at once: every accepted action is one revision, none is lost")
  func concurrentActions() {
    let hub = BoardHub(board: ManagedState(wrappedValue: Board()))
    let accepted = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<50 {
        let action = BoardAction.addCard(title: "\(thread)-\(index)", column: ["todo", "done"][index % 2])
        if case .accepted = hub.perform(ClientRequest(number: index, action: action)) {
          accepted.withLock { $0 += 1 }
        }
      }
    }
    let board = hub.board.wrappedValue
    let count = accepted.withLock { $0 }
    #expect(board.revision == count)
    #expect(board.cardCount == count)
    #expect(count == 70)  // the limits: 20 in "To do", 50 in "Done"
  }

  @Test("the board is stored in the data directory and read back by a new hub")
  func persistence() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liveboard-test-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = BoardHub(dataDirectory: directory)
    _ = first.perform(ClientRequest(number: nil, action: .addCard(title: "Keep me", column: "done")))
    _ = first.perform(ClientRequest(number: nil, action: .setLimit(column: "doing", limit: 7)))
    first.board.flush()
    #expect(first.board.persistenceError.value == nil)

    let second = BoardHub(dataDirectory: directory)
    #expect(second.board.wrappedValue == first.board.wrappedValue)
    #expect(second.board.wrappedValue.card(1)?.title == "Keep me")
    #expect(second.board.wrappedValue.column("doing")?.limit == 7)
  }
}
