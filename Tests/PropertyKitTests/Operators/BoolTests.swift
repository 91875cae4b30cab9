import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct BoolTests {
  @Test func negate() {
    let flag = MutableProperty(true)
    let negated = flag.negate()
    let operatorForm = !flag
    #expect(negated.value == false)
    flag.value = false
    #expect(negated.value == true)
    #expect(operatorForm.value == true)
  }

  @Test func andOr() {
    let a = MutableProperty(true)
    let b = MutableProperty(false)
    let both = a.and(b)
    let either = a.or(b)
    let bothOperator = a && b
    let eitherOperator = a || b
    #expect(both.value == false)
    #expect(either.value == true)
    a.value = false
    #expect(eitherOperator.value == false)
    b.value = true
    a.value = true
    #expect(bothOperator.value == true)
  }

  @Test func theSourcesObserversReadAndOrNegateAlreadyUpdated() {
    let a = MutableProperty(true)
    let b = MutableProperty(true)
    var seen: [[Bool]] = []
    var derived: [Property<Bool>] = []
    // Subscribed before the derived properties exist: they are still updated before this observer runs.
    let cancellable = a.newValues.sink { _ in seen.append(derived.map(\.value)) }
    derived = [a && b, a || b, !a]
    a.value = false
    b.value = false
    a.value = true
    #expect(seen == [[false, true, true], [false, true, false]])
    withExtendedLifetime(cancellable) {}
  }

  @Test func allAndAnyAreRightFromTheFirstValue() {
    let flags = [MutableProperty(true), MutableProperty(false), MutableProperty(true)]
    let all = Property.all(flags)
    let any = Property.any(flags)
    #expect(all.value == false)
    #expect(any.value == true)
    let subscriber = all.publisher.record()
    flags[1].value = true
    #expect(subscriber.values == [false, true])
    #expect(Property.all([MutableProperty<Bool>]()).value == true)
    #expect(Property.any([MutableProperty<Bool>]()).value == false)
  }

  @Test func variadicAllAndAnyCombineThePropertiesInLine() {
    let a = MutableProperty(true)
    let b = MutableProperty(false)
    let c = MutableProperty(true)
    let all = Property.all(a, b, c)
    let any = Property.any(a, b, c)
    #expect(all.value == false)
    #expect(any.value == true)
    b.value = true
    #expect(all.value == true)
    a.value = false
    b.value = false
    c.value = false
    #expect(all.value == false)
    #expect(any.value == false)
  }
}
