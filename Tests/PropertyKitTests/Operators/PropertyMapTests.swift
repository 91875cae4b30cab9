import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite struct PropertyMapTests {
  struct Row: Identifiable, Equatable {
    var id: String
    var value: Int
  }

  @Test func makesOneOutputPerIdentityAndUpdatesItsProperty() {
    let rows = CurrentValueSubject<[Row], Never>([])
    let made = LockedValue(0)
    var sent: [[Property<Int>]] = []
    let cancellable = rows.propertyMap { row -> Property<Int> in
      made.withLock { $0 += 1 }
      return row.map(\.value)
    }
    .sink { sent.append($0) }
    #expect(sent.count == 1 && sent[0].isEmpty)
    rows.send([Row(id: "a", value: 1), Row(id: "b", value: 2)])
    #expect(made.value == 2)
    #expect(sent.last?.map(\.value) == [1, 2])
    let first = sent.last?.first
    rows.send([Row(id: "a", value: 10), Row(id: "b", value: 2)])
    #expect(sent.count == 2)
    #expect(first?.value == 10)
    #expect(made.value == 2)
    rows.send([Row(id: "b", value: 2), Row(id: "c", value: 3)])
    #expect(sent.count == 3)
    #expect(sent.last?.map(\.value) == [2, 3])
    #expect(made.value == 3)
    withExtendedLifetime(cancellable) {}
  }

  @Test func removeDuplicatesDecidesWhetherEqualElementsReachTheProperty() {
    for removeDuplicates in [true, false] {
      let rows = CurrentValueSubject<[Row], Never>([Row(id: "a", value: 1)])
      let changes = LockedValue(0)
      var kept: [AnyCancellable] = []
      rows.propertyMap(removeDuplicates: removeDuplicates) { row in row }
        .sink { properties in
          for property in properties {
            kept.append(property.newValues.sink { _ in changes.withLock { $0 += 1 } })
          }
        }
        .store(in: &kept)
      rows.send([Row(id: "a", value: 1)])
      rows.send([Row(id: "a", value: 2)])
      #expect(changes.value == (removeDuplicates ? 1 : 2))
    }
  }
}
