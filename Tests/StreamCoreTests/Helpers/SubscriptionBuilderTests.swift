import StreamCore
import Testing

@Suite("AnyTokenBuilder.build")
struct SubscriptionBuilderTests {
  @Test("build collects the tokens its content lists, with conditions and loops")
  func buildCollectsTokens() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    let includeThird = false
    let tokens = AnyTokenBuilder<AnyCancellable>.build {
      subject.sink { seen.append($0) }
      for factor in [10, 100] {
        subject.sink { seen.append($0 * factor) }
      }
      if includeThird {
        subject.sink { _ in Issue.record("an excluded token was built") }
      }
    }
    subject.send(1)
    #expect(tokens.count == 3)
    // Sorted: the order a subject delivers in is Combine's to define where Combine is the system's.
    #expect(seen.sorted() == [1, 10, 100])
  }
}
