import PropertyKit
import Testing

@Suite struct PersistentPropertyKeyTests {
  @Test func keepsTheKeyAndSubKey() {
    let key = PersistentPropertyKey(key: "user/profile", subKey: 7)
    #expect(key.key == "user/profile")
    #expect(key.subKey == "7")
  }

  @Test func theIndexIsFileSafe() {
    let key = PersistentPropertyKey(key: "a/b\\c:d e*.", subKey: "..")
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
    #expect(key.sanitizedIndex.allSatisfy { allowed.contains($0) })
    #expect(!key.sanitizedIndex.hasPrefix("."))
    #expect(PersistentPropertyKey(key: "plain.json").sanitizedIndex == "plain.json")
  }

  @Test func differentKeysNeverShareAnIndex() {
    let keys = [
      PersistentPropertyKey(key: "a-b"),
      PersistentPropertyKey(key: "a", subKey: "b"),
      PersistentPropertyKey(key: "a_2d_b"),
      PersistentPropertyKey(key: "a/b"),
      PersistentPropertyKey(key: "a_b"),
      PersistentPropertyKey(key: ".a"),
      PersistentPropertyKey(key: "_2e_a"),
    ]
    #expect(Set(keys.map(\.sanitizedIndex)).count == keys.count)
  }

  @Test func aStringLiteralIsAKeyWithoutASubKey() {
    let key: PersistentPropertyKey = "profile"
    #expect(key == PersistentPropertyKey(key: "profile"))
    #expect(key.subKey == nil)
  }

  @Test func anEmptyKeyTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = PersistentPropertyKey(key: "")
    }
  }
}
