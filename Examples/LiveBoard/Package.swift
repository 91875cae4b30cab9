// swift-tools-version: 6.1
import PackageDescription

/// The library is two folders up; a path dependency is named after its folder, whatever a clone calls it.
let library = Context.packageDirectory.split(separator: "/").dropLast(2).last.map { String($0).lowercased() } ?? ""

/// LiveBoard: a collaborative kanban board served over WebSocket, its state a persisted `@ManagedState`.
///
/// `LiveBoardCore` is the board (its rules and MVI actions), the wire protocol and the hub that connects clients to
/// the state, with no server framework in it; `liveboard` serves it with Hummingbird. `swift run liveboard`.
let package = Package(
  name: "LiveBoard",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
  ],
  targets: [
    .target(
      name: "LiveBoardCore",
      dependencies: [
        .product(name: "StreamCore", package: library),
        .product(name: "PropertyKit", package: library),
        .product(name: "StateKit", package: library),
      ]
    ),
    .executableTarget(
      name: "liveboard",
      dependencies: [
        .target(name: "LiveBoardCore"),
        .product(name: "PropertyKit", package: library),
        .product(name: "StateKit", package: library),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "UnixSignals", package: "swift-service-lifecycle"),
      ],
      resources: [.copy("Resources/index.html")]
    ),
    .testTarget(
      name: "LiveBoardCoreTests",
      dependencies: [
        .target(name: "LiveBoardCore"),
        .product(name: "StreamCore", package: library),
        .product(name: "PropertyKit", package: library),
        .product(name: "StateKit", package: library),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
