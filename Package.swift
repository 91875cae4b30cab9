// swift-tools-version: 6.1
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
      exclude: ["\(module.name).docc"],
      plugins: ["StreamCore", "PropertyKit"].contains(module.name) ? [.plugin(name: "GenerateArityDeclarations")] : []
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

// Test helpers every module's tests share: recording subscriber, contract checker, leak tracker, threads.
targets.append(
  .target(
    name: "TestSupport",
    dependencies: [.target(name: "StreamCore")],
    path: "Tests/TestSupport"
  )
)

// The declarations Combine and ReactiveSwift repeat once per arity (zip, combineLatest, merge), written once in the
// generator and generated into StreamCore and PropertyKit at build time. The plugin names the files it expects of
// each target; they must match the generator's.
targets.append(
  .executableTarget(name: "ArityDeclarationsGenerator", path: "Plugins/ArityDeclarationsGenerator")
)
targets.append(
  .plugin(
    name: "GenerateArityDeclarations",
    capability: .buildTool(),
    dependencies: [.target(name: "ArityDeclarationsGenerator")]
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
for target in package.targets where target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
