import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct AllValuesTests {
  @Test func allValuesSendsTheCurrentValueThenEveryChange() {
    let count = MutableProperty(1)
    let subscriber = count.allValues.record()
    count.value = 2
    count.value = 3
    #expect(subscriber.values == [1, 2, 3])
  }

  @Test func subsequentValuesSendsOnlyTheChanges() {
    let count = MutableProperty(1)
    let subscriber = count.subsequentValues.record()
    #expect(subscriber.values.isEmpty)
    count.value = 2
    #expect(subscriber.values == [2])
  }

  @Test func bothAreMembersOfEveryProperty() {
    let source = MutableProperty(5)
    let readOnly: any PropertyProtocol<Int> = Property(source)
    let all = readOnly.allValues.record()
    let subsequent = readOnly.subsequentValues.record()
    source.value = 6
    #expect(all.values == [5, 6])
    #expect(subsequent.values == [6])
  }

  @Test func bothKeepTheSourceAliveUntilCancelled() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    weak let weakSource = source
    let all = source!.allValues.sink { _ in }
    let subsequent = source!.subsequentValues.sink { _ in }
    source = nil
    #expect(weakSource != nil)
    all.cancel()
    #expect(weakSource != nil)
    subsequent.cancel()
    #expect(weakSource == nil)
  }
}
