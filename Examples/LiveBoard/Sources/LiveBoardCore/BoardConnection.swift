import StateKit
import StreamCore
import Synchronization

/// One client of a ``BoardHub``: its subscription to the board, and the messages waiting to be written to it.
///
/// A server reads the client's messages into ``receive(_:)`` and writes each ``nextFrame()`` until it returns
/// `nil`, then calls ``close()``, which cancels the subscription.
public final class BoardConnection: Sendable {
  private let hub: BoardHub
  private let outbox: Outbox
  private let subscription: Mutex<AnyCancellable?>
  /// The revision of the last board message written; board messages at or before it are stale. Only the writer
  /// reads and writes it.
  private let writtenRevision = Mutex(-1)

  init(hub: BoardHub) {
    self.hub = hub
    let outbox = Outbox(limit: hub.backlogLimit)
    self.outbox = outbox
    hub.census.connectionOpened()
    // The first value a new subscriber receives is the current board (`old` is nil): the snapshot.
    let forwarder = ChangeForwarder(census: hub.census, messages: hub.changeMessages, outbox: outbox)
    subscription = Mutex(hub.board.publisher.sink { forwarder.forward($0) })
  }

  deinit {
    close()
  }

  /// Handles one message from the client: an action is applied and answered with `accepted` or `rejected`; anything
  /// else is answered with `error`. Each reply goes to this client only.
  ///
  /// - Parameter text: The text of a WebSocket message.
  public func receive(_ text: String) {
    let reply: ServerMessage
    do {
      reply = hub.perform(try ClientRequest(decoding: text))
    } catch {
      reply = .error(request: error.number, message: error.message)
    }
    outbox.push(.reply(reply.json))
  }

  /// Answers a binary message with `error`: the board speaks JSON in text messages.
  public func receiveBinaryMessage() {
    let reply = ServerMessage.error(request: nil, message: "Send actions as text messages holding JSON, not binary.")
    outbox.push(.reply(reply.json))
  }

  /// The next WebSocket text frame for the client — every message queued for it, one JSON object a line — waiting
  /// until there is one; `nil` once the connection is closed (or the waiting task is cancelled).
  public func nextFrame() async -> String? {
    while let entries = await outbox.take() {
      var lines: [String] = []
      for entry in entries {
        switch entry {
        case .reply(let text):
          lines.append(text)
        case .board(let revision, let text):
          if advanceWrittenRevision(to: revision) { lines.append(text) }
        case .resynchronize:
          let snapshot = hub.snapshot()
          writtenRevision.withLock { $0 = snapshot.revision }
          lines.append(snapshot.text)
        }
      }
      if !lines.isEmpty { return lines.joined(separator: "\n") }
    }
    return nil
  }

  /// Cancels the subscription and ends ``nextFrame()``; calling it again does nothing.
  public func close() {
    guard let subscription = subscription.withLock({ $0.take() }) else { return }
    subscription.cancel()
    outbox.close()
    hub.census.connectionClosed()
  }

  private func advanceWrittenRevision(to revision: Int) -> Bool {
    writtenRevision.withLock { written in
      guard revision > written else { return false }
      written = revision
      return true
    }
  }
}

/// What a connection's subscription calls: it turns each committed change into a queued message. The hub's census
/// counts it from its creation to its release, so a subscription the state still holds is seen.
private final class ChangeForwarder: Sendable {
  private let census: Census
  private let messages: ChangeMessages
  private let outbox: Outbox

  init(census: Census, messages: ChangeMessages, outbox: Outbox) {
    self.census = census
    self.messages = messages
    self.outbox = outbox
    census.subscriberMade()
  }

  deinit {
    census.subscriberGone()
  }

  func forward(_ diff: DiffedValue<Board>) {
    let text =
      if let old = diff.old {
        messages.text(from: old, to: diff.new)
      } else {
        ServerMessage.snapshot(diff.new).json
      }
    outbox.push(.board(revision: diff.new.revision, text: text))
  }
}
