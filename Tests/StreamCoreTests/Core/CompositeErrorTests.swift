import StreamCore
import TestSupport
import Testing

enum NetworkError: Error, Equatable { case offline }
enum ParseError: Error, Equatable { case badJSON }

enum LoadError: CompositeError {
  case network(NetworkError)
  case parse(ParseError)
  case unexpected(any Error)

  static let errorMap = CompositeErrorMap<LoadError>()
    .mapping(NetworkError.self) { .network($0) }
    .mapping(ParseError.self) { .parse($0) }

  var name: String {
    switch self {
    case .network(let error): "network(\(error))"
    case .parse(let error): "parse(\(error))"
    case .unexpected(let error): "unexpected(\(type(of: error)))"
    }
  }
}

@Suite struct CompositeErrorTests {
  @Test func wrappingAllCasesKeepsSelfMapsExpectedTypesAndWrapsTheRest() {
    #expect(LoadError.wrappingAllCases(LoadError.parse(.badJSON)).name == "parse(badJSON)")
    #expect(LoadError.wrappingAllCases(NetworkError.offline).name == "network(offline)")
    #expect(LoadError.wrappingAllCases(ParseError.badJSON).name == "parse(badJSON)")
    #expect(LoadError.wrappingAllCases(CancellationError()).name == "unexpected(CancellationError)")
  }

  @Test func wrappingWithSelfIsNilForAnUnexpectedError() {
    #expect(LoadError.wrappingWithSelf(CancellationError()) == nil)
    #expect(LoadError.wrappingWithSelf(NetworkError.offline)?.name == "network(offline)")
  }

  @Test func withTaskTypesAnyThrownErrorAndPrefersTheCompositeForm() async {
    let failing = DeferredFuture<Int, LoadError>.withTask { throw ParseError.badJSON }
    let succeeding = DeferredFuture<Int, LoadError>.withTask { 1 }
    let erased = AnyDeferredFuture<Int, LoadError>.withTask { throw TestError() }
    let onMain = DeferredFuture<Int, LoadError>.withTaskOnMainActor { throw NetworkError.offline }
    #expect(await name(of: failing) == "parse(badJSON)")
    #expect(await name(of: succeeding) == "1")
    #expect(await name(of: erased) == "unexpected(TestError)")
    #expect(await name(of: onMain) == "network(offline)")
    #expect(await name(of: AnyDeferredFuture<Int, LoadError>.withTaskOnMainActor { 2 }) == "2")
  }

  private func name(of future: some DeferredFutureProtocol<Int, LoadError>) async -> String {
    do {
      return "\(try await future.asyncThrowing())"
    } catch {
      return error.name
    }
  }
}
