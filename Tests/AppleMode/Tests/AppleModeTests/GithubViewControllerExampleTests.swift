// "Using Combine"'s UIKit `GithubViewController`, unchanged but for the imports and the view: `@Published`,
// `throttle`, `removeDuplicates`, `switchToLatest` and `assign(to:on:)` on Combine's types, with the library's
// `TestScheduler` as the throttle's scheduler and its `sink(duringLifetimeOf:)` beside Combine's `sink`.
import AppleShapes
import Combine
import StreamCore
import SwiftUI
import Testing

struct GithubAPIUser: Decodable, Equatable {
  let login: String
  let public_repos: Int
}

enum GithubAPI {
  /// The network, stood in for by a table: one user for each known name, none for the others.
  static let users = ["heckj": GithubAPIUser(login: "heckj", public_repos: 22)]

  static func retrieveGithubUser(username: String) -> AnyPublisher<[GithubAPIUser], Never> {
    Just(users[username].map { [$0] } ?? []).eraseToAnyPublisher()
  }
}

final class UILabel {
  var text: String?
}

final class GithubViewController {
  let repositoryCountLabel = UILabel()
  var repositoryCountSubscriber: AnyCancellable?
  var usernameSubscriber: AnyCancellable?

  @Published var username: String = ""
  @Published private var githubUserData: [GithubAPIUser] = []

  let scheduler: TestScheduler

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  func viewDidLoad() {
    usernameSubscriber =
      $username
      .throttle(for: 0.5, scheduler: scheduler, latest: true)
      .removeDuplicates()
      .map { username -> AnyPublisher<[GithubAPIUser], Never> in
        GithubAPI.retrieveGithubUser(username: username)
      }
      .switchToLatest()
      .assign(to: \.githubUserData, on: self)

    $githubUserData
      .map { users in users.first.map { String($0.public_repos) } ?? "unknown" }
      .sink(duringLifetimeOf: self) { [weak self] count in self?.repositoryCountLabel.text = count }
  }
}

@Suite("Example: a UIKit view controller on Combine's operators and the library's scheduler")
struct GithubViewControllerExampleTests {
  @Test("typing is throttled on the TestScheduler, and the latest user's repository count is shown")
  func throttledLookup() {
    let scheduler = TestScheduler()
    let controller = GithubViewController(scheduler: scheduler)
    controller.viewDidLoad()
    #expect(controller.repositoryCountLabel.text == "unknown")
    controller.username = "hec"
    controller.username = "heckj"
    scheduler.advance(by: 0.5)
    #expect(controller.repositoryCountLabel.text == "22")
    controller.username = "nobody"
    scheduler.advance(by: 0.5)
    #expect(controller.repositoryCountLabel.text == "unknown")
  }
}
