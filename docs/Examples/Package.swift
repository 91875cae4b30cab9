// swift-tools-version: 6.1
import PackageDescription

/// The library is two folders up; a path dependency is named after its folder, whatever a clone calls it.
let library = Context.packageDirectory.split(separator: "/").dropLast(2).last.map { String($0).lowercased() } ?? ""

/// Runnable examples: `swift run --package-path docs/Examples <name>`.
///
/// Each example's core is a library target that imports only the layers it needs and takes a scheduler; the
/// executable runs it on a real scheduler and prints its transcript, the tests run it on `TestScheduler`.
let examples: [(name: String, core: String, layers: [String], resources: [Resource])] = [
  ("counter", "CounterExample", ["StreamCore", "StateKit"], []),
  ("login-form", "LoginFormExample", ["StreamCore", "BindingKit"], []),
  ("search", "SearchExample", ["StreamCore"], [.copy("words.txt")]),
  ("properties", "PropertiesExample", ["StreamCore", "PropertyKit"], []),
  ("swift6-view-model", "Swift6ViewModelExample", ["StreamCore", "StateKit"], []),
]

let package = Package(
  name: "Examples",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "../..")],
  targets: examples.flatMap { example -> [Target] in
    [
      .target(
        name: example.core,
        dependencies: example.layers.map { .product(name: $0, package: library) },
        resources: example.resources
      ),
      .executableTarget(name: example.name, dependencies: [.target(name: example.core)]),
    ]
  } + [
    .testTarget(
      name: "ExamplesTests",
      dependencies: examples.map { .target(name: $0.core) } + [
        .product(name: "StreamCore", package: library), .product(name: "StateKit", package: library),
      ]
    )
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
