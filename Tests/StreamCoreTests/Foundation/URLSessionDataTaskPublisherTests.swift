import Foundation
import StreamCore
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers requests without a network: `/ok` with a 200 and "hello", `/offline` with a `URLError`.
private final class StubURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, url.path == "/ok" else {
      client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
      return
    }
    let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Data("hello".utf8))
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}

private func stubSession() -> URLSession {
  let configuration = URLSessionConfiguration.ephemeral
  configuration.protocolClasses = [StubURLProtocol.self]
  return URLSession(configuration: configuration)
}

@Suite struct URLSessionDataTaskPublisherTests {
  @Test func loadsAURLAndFinishes() async throws {
    let publisher = stubSession().dataTaskPublisher(for: URL(string: "https://stub.test/ok")!)
    var bodies: [String] = []
    var statuses: [Int] = []
    for try await (data, response) in publisher.values {
      bodies.append(String(decoding: data, as: UTF8.self))
      statuses.append((response as? HTTPURLResponse)?.statusCode ?? 0)
    }
    #expect(bodies == ["hello"])
    #expect(statuses == [200])
  }

  @Test func loadsARequest() async throws {
    var request = URLRequest(url: URL(string: "https://stub.test/ok")!)
    request.httpMethod = "POST"
    let publisher = stubSession().dataTaskPublisher(for: request)
    #expect(publisher.request.httpMethod == "POST")
    var count = 0
    for try await output in publisher.map(\.data.count).values {
      count = output
    }
    #expect(count == 5)
  }

  @Test func failsWithTheURLError() async {
    let publisher = stubSession().dataTaskPublisher(for: URL(string: "https://stub.test/offline")!)
    await #expect(throws: URLError.self) {
      for try await _ in publisher.values {}
    }
  }

  @Test func startsNothingBeforeDemand() {
    let publisher = stubSession().dataTaskPublisher(for: URL(string: "https://stub.test/ok")!)
    let subscriber = TestSubscriber<Int, URLError>(demand: .none)
    publisher.map(\.data.count).subscribe(subscriber)
    subscriber.cancel()
    #expect(subscriber.events == [.subscription])
  }
}
