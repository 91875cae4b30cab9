import StreamCore
import TestSupport
import Testing

@Suite("sink on publishers of DiffedValue")
struct DiffedValueSinkTests {
  @Test("sink { (v: V) in } receives each diff's new value")
  func plainValues() {
    let subject = PassthroughSubject<DiffedValue<Int>, Never>()
    let log = OrderLog()
    let cancellable = subject.sink { (value: Int) in log.append(value) }
    subject.send(DiffedValue(old: nil, new: 1))
    subject.send(DiffedValue(old: 1, new: 2))
    #expect(log.values == [1, 2])
    cancellable.cancel()
  }

  @Test("sink { diff in } and sink { _ in } still receive the DiffedValue")
  func diffsStillWin() {
    let subject = PassthroughSubject<DiffedValue<Int>, Never>()
    let log = OrderLog()
    let count = Counter()
    let a = subject.sink { diff in log.append(diff.old ?? -1) }
    let b = subject.sink { _ in count.increment() }
    subject.send(DiffedValue(old: nil, new: 1))
    #expect(log.values == [-1])
    #expect(count.value == 1)
    a.cancel()
    b.cancel()
  }
}

@Suite("AnyTokenBuilder and Void statements")
struct AnyTokenBuilderVoidTests {
  @Test("With Token == Any, an assignment or a call returning nothing adds no token")
  func voidStatements() {
    var touched = 0
    let optional: Flag? = Flag()
    @AnyTokenBuilder<Any>
    func tokens() -> [Any] {
      touched += 1
      "token"
      print("", terminator: "")
      optional?.set()
      if touched > 0 { 42 }
    }
    let built = tokens()
    #expect(built.count == 2)
    #expect(built.first as? String == "token")
    #expect(built.last as? Int == 42)
    #expect(optional?.isSet == true)
  }
}
