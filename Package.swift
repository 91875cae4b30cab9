// swift-tools-version: 6.2
import PackageDescription

/// The library's layers, bottom to top. Each module depends only on the modules before it.
let modules: [(name: String, dependencies: [String])] = [
  ("StreamCore", []),
  ("PropertyKit", ["StreamCore"]),
  ("StateKit", ["StreamCore", "PropertyKit"]),
  ("BindingKit", ["StreamCore", "PropertyKit", "StateKit"]),
]

var products: [Product] = []
var targets: [Target] = []
for module in modules {
  products.append(.library(name: module.name, targets: [module.name]))
  targets.append(
    .target(
      name: module.name,
      dependencies: module.dependencies.map { .target(name: $0) },
      exclude: ["\(module.name).docc"]
    )
  )
  targets.append(
    .testTarget(
      name: "\(module.name)Tests",
      dependencies: [.target(name: module.name), .target(name: "TestSupport")]
        + module.dependencies.map { .target(name: $0) }
    )
  )
}

// Test helpers every module's tests share: recording subscriber, contract checker, leak tracker, threads, a file
// system that fails on demand.
targets.append(
  .target(
    name: "TestSupport",
    dependencies: [.target(name: "StreamCore"), .target(name: "PropertyKit")],
    path: "Tests/TestSupport"
  )
)

let package = Package(
  name: "swift-reactive-state",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: products,
  targets: targets,
  swiftLanguageModes: [.v6]
)

// Settings every target shares.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
