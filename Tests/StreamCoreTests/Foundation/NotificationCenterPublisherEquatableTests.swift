import Foundation
import StreamCore
import TestSupport
import Testing

@Suite struct NotificationCenterPublisherEquatableTests {
  @Test func equalWhenCenterNameAndObjectMatch() {
    let center = NotificationCenter()
    let object = LifetimeProbe()
    let name = Notification.Name("a")
    #expect(center.publisher(for: name, object: object) == center.publisher(for: name, object: object))
    #expect(center.publisher(for: name) == NotificationCenter.Publisher(center: center, name: name))
  }

  @Test func differentCenterNameOrObjectIsNotEqual() {
    let center = NotificationCenter()
    let name = Notification.Name("a")
    #expect(center.publisher(for: name) != NotificationCenter().publisher(for: name))
    #expect(center.publisher(for: name) != center.publisher(for: Notification.Name("b")))
    #expect(
      center.publisher(for: name, object: LifetimeProbe()) != center.publisher(for: name, object: LifetimeProbe())
    )
  }
}
