import StreamCore
import TestSupport
import Testing

private struct Person {
  var name: String
  var age: Int
  var nickname: String?
}

@Suite struct MapKeyPathTests {
  @Test func oneKeyPathReturnsMapKeyPath() {
    let subject = PassthroughSubject<Person, TestError>()
    let ages: Publishers.MapKeyPath<PassthroughSubject<Person, TestError>, Int> = subject.map(\.age)
    let subscriber = ages.record()
    subject.send(Person(name: "ann", age: 30))
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.events == [.subscription, .value(30), .failure("oops")])
    #expect(ages.keyPath == \Person.age)
  }

  @Test func twoKeyPathsReturnMapKeyPath2() {
    let subject = PassthroughSubject<Person, Never>()
    let pairs: Publishers.MapKeyPath2<PassthroughSubject<Person, Never>, String, Int> = subject.map(\.name, \.age)
    let subscriber = pairs.map { "\($0.0) \($0.1)" }.record()
    subject.send(Person(name: "bo", age: 4))
    #expect(subscriber.values == ["bo 4"])
  }

  @Test func threeKeyPathsReturnMapKeyPath3() {
    let subject = PassthroughSubject<Person, Never>()
    let triples: Publishers.MapKeyPath3<PassthroughSubject<Person, Never>, String, Int, String?> = subject.map(
      \.name,
      \.age,
      \.nickname
    )
    let subscriber = triples.map { "\($0.0) \($0.1) \($0.2 ?? "-")" }.record()
    subject.send(Person(name: "cy", age: 5, nickname: "c"))
    subject.send(Person(name: "di", age: 6))
    #expect(subscriber.values == ["cy 5 c", "di 6 -"])
  }

  @Test func passesDemandThrough() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    Publishers.Sequence<[String], Never>(sequence: ["a", "bb", "ccc"]).map(\.count).subscribe(subscriber)
    #expect(subscriber.values == [1])
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2])
  }
}
