#if !canImport(Combine)
public import Foundation

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

extension URLSession {
  /// A publisher that loads a request with a data task and emits the data and response, or fails with a
  /// `URLError`.
  ///
  /// Created by ``Foundation/URLSession/dataTaskPublisher(for:)-(URL)``. It is cold: each subscriber starts its
  /// own task, on its first request, and cancelling the subscription cancels the task.
  public struct DataTaskPublisher: Publisher {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError

    /// The request each data task loads.
    public let request: URLRequest
    /// The session that runs the data tasks.
    public let session: URLSession

    /// Creates a publisher that loads `request` with `session`.
    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
      subscriber.receive(subscription: DataTaskSubscription(request: request, session: session, downstream: subscriber))
    }
  }

  /// A publisher that loads `url` and emits the data and response, or fails with a `URLError`.
  ///
  /// ```swift
  /// let cancellable = URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
  ///   .map(\.data.count)
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// // Prints the body's size, then "finished"
  /// ```
  ///
  /// - Parameter url: The URL to load.
  /// - Returns: A publisher that starts a data task when its subscriber first asks for a value.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }

  /// A publisher that loads `request` and emits the data and response, or fails with a `URLError`.
  ///
  /// ```swift
  /// var request = URLRequest(url: URL(string: "https://example.com")!)
  /// request.httpMethod = "HEAD"
  /// let cancellable = URLSession.shared.dataTaskPublisher(for: request)
  ///   .map { ($0.response as? HTTPURLResponse)?.statusCode }
  ///   .sink(receiveCompletion: { _ in }, receiveValue: { print($0 ?? 0) })
  /// // Prints "200"
  /// ```
  ///
  /// - Parameter request: The request to load.
  /// - Returns: A publisher that starts a data task when its subscriber first asks for a value.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }
}

/// Each subscriber starts its own data task: the publisher is cold.
extension URLSession.DataTaskPublisher: DeferredPublisherProtocol {}

/// Starts one data task on the first request and delivers its outcome; a cancel cancels the task.
private final class DataTaskSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
  // @unchecked: all mutable state is guarded by `lock`; the session calls `finish` on its delegate queue.

  private let lock = Lock()
  private let request: URLRequest
  private let session: URLSession
  private var downstream: Downstream?
  private var task: URLSessionDataTask?
  private var hasStarted = false

  init(request: URLRequest, session: URLSession, downstream: Downstream) {
    self.request = request
    self.session = session
    self.downstream = downstream
  }

  var description: String { "DataTaskPublisher" }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    lock.lock()
    guard downstream != nil, !hasStarted else { return lock.unlock() }
    hasStarted = true
    lock.unlock()
    let target: any DataTaskOutcomeReceiver = self
    let task = session.dataTask(with: request) { data, response, error in
      target.finish(data: data, response: response, error: error)
    }
    lock.lock()
    let isCancelled = downstream == nil
    if !isCancelled { self.task = task }
    lock.unlock()
    if !isCancelled { task.resume() }
  }

  func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
    lock.lock()
    let downstream = self.downstream.take()
    let finishedTask = task.take()
    lock.unlock()
    withExtendedLifetime(finishedTask) {}
    guard let downstream else { return }
    if let response, error == nil {
      _ = downstream.receive((data: data ?? Data(), response: response))
      downstream.receive(completion: .finished)
    } else {
      downstream.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
    }
  }

  func cancel() {
    lock.lock()
    let task = self.task.take()
    let released = downstream.take()
    lock.unlock()
    task?.cancel()
    withExtendedLifetime(released) {}
  }
}

extension DataTaskSubscription: DataTaskOutcomeReceiver {}

/// What a data task's completion handler calls, without naming the subscription's generic type.
private protocol DataTaskOutcomeReceiver: AnyObject, Sendable {
  func finish(data: Data?, response: URLResponse?, error: (any Error)?)
}
#endif
