import StreamCore
import TestSupport
import Testing

// "Coming from CombineEx": the composite error's declaration, verbatim.
enum ServerError: Error { case offline }
enum ProfileError: CompositeError {
  case server(ServerError)
  case unexpected(any Error)
  static let errorMap = CompositeErrorMap<ProfileError>().mapping(ServerError.self) { .server($0) }
}

/// The code blocks of "Coming from CombineEx", verbatim between the `print` recorder and the assertions.
@Suite struct ComingFromCombineExSnippetTests {
  @Test func aStaticCombineLatestAggregatesThreePublishers() {
    let printed = Log<String>()
    let print: @Sendable (String) -> Void = { printed.append($0) }

    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let c = PassthroughSubject<Bool, Never>()
    let all = AnyPublisher<Void, Never>.combineLatest(a, b, c).sink { print("\($0)") }
    a.send(1)
    b.send("x")
    c.send(true)  // Prints "(1, "x", true)"
    all.cancel()

    #expect(printed.entries == [#"(1, "x", true)"#])
  }

  @Test func theLifetimeSinkRunsAChainForItsSideEffects() {
    let printed = Log<String>()
    let print: @Sendable (String) -> Void = { printed.append($0) }

    final class Screen {}
    let screen = Screen()
    let refresh = PassthroughSubject<Void, Never>()
    refresh.handleValue { print("refreshing") }.sink(duringLifetimeOf: screen)
    refresh.send()  // Prints "refreshing"

    #expect(printed.entries == ["refreshing"])
  }

  @Test func aTypedThrowingFutureFailsTyped() async {
    let printed = Log<String>()
    let print: @Sendable (String) -> Void = { printed.append($0) }

    enum CheckoutError: Error { case declined }
    let checkout = DeferredFuture<String, CheckoutError> { () async throws(CheckoutError) -> String in
      throw .declined
    }
    do {
      _ = try await checkout.asyncThrowing()
    } catch {
      print("\(error)")  // Prints "declined"
    }

    #expect(printed.entries == ["declined"])
  }

  @Test func aCompositeErrorMapsAnyThrownError() async {
    let printed = Log<String>()
    let print: @Sendable (String) -> Void = { printed.append($0) }

    let load = DeferredFuture<Int, ProfileError>.withTask { throw ServerError.offline }
    do {
      _ = try await load.asyncThrowing()
    } catch .server(let error) {
      print("server: \(error)")  // Prints "server: offline"
    } catch {
      print("other")
    }

    #expect(printed.entries == ["server: offline"])
  }

  @Test func aCustomPublisherHonoursDemand() {
    let printed = Log<String>()
    let print: @Sendable (String) -> Void = { printed.append($0) }

    let numbers = DeferredCustom<Int, Never> { handler in
      for number in 1...5 { handler.sendValue(number) }
      handler.sendCompletion(.finished)
    }
    numbers.subscribe(
      AnySubscriber(
        receiveSubscription: { $0.request(.max(2)) },
        receiveValue: { number in
          print("\(number)")
          return .none
        },
        receiveCompletion: { _ in print("finished") }
      )
    )
    // Prints "1", "2": the other three values and the completion wait for demand

    #expect(printed.entries == ["1", "2"])
  }
}
