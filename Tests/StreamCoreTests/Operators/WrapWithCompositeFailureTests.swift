import StreamCore
import TestSupport
import Testing

@Suite struct WrapWithCompositeFailureTests {
  @Test func aPublisherFailureIsWrapped() {
    let names = LockedValue<[String]>([])
    let record: @Sendable (Subscribers.Completion<LoadError>) -> Void = { completion in
      if case .failure(let error) = completion { names.withLock { $0.append(error.name) } }
    }
    let inferred: Publishers.MapError<Fail<Int, NetworkError>, LoadError> = Fail(error: NetworkError.offline)
      .wrapWithCompositeFailure()
    _ = inferred.sink(receiveCompletion: record, receiveValue: { _ in })
    _ = Fail<Int, TestError>(error: TestError()).wrapWithCompositeFailure(LoadError.self)
      .sink(receiveCompletion: record, receiveValue: { _ in })
    #expect(names.value == ["network(offline)", "unexpected(TestError)"])
  }

  @Test func aColdPublisherStaysColdAndAFutureStaysAFuture() async {
    #expect(
      Deferred { Fail<Int, ParseError>(error: .badJSON) }.wrapWithCompositeFailure(LoadError.self)
        is any DeferredPublisherProtocol
    )
    let future: DeferredFuture<Int, LoadError> = DeferredFuture<Int, ParseError> { $0(.failure(.badJSON)) }
      .wrapWithCompositeFailure()
    let named = DeferredFuture<Int, NetworkError> { $0(.failure(.offline)) }.wrapWithCompositeFailure(LoadError.self)
    let results = [future, named].map { future in
      var name = ""
      _ = future.sink(
        receiveCompletion: { if case .failure(let error) = $0 { name = error.name } },
        receiveValue: { _ in }
      )
      return name
    }
    #expect(results == ["parse(badJSON)", "network(offline)"])
  }
}
