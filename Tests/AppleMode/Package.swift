// swift-tools-version: 6.2
import PackageDescription

/// The library as an Apple app builds it, checked on Linux: a module named `Combine` (OpenCombine re-exported under
/// Apple's module name, with the few names Apple's Combine and Foundation have that OpenCombine spells differently),
/// and the library's own sources, compiled against it. `canImport(Combine)` is true here, as on an Apple platform, so
/// StreamCore re-exports `Combine` and compiles only what Combine lacks.
///
/// `Sources/<Module>` are links to the library's source folders: no source is copied.
let libraryModules: [(name: String, dependencies: [String])] = [
  ("StreamCore", ["Combine"]),
  ("PropertyKit", ["StreamCore"]),
  ("StateKit", ["StreamCore", "PropertyKit"]),
  ("BindingKit", ["StreamCore", "PropertyKit", "StateKit"]),
]

let package = Package(
  name: "AppleMode",
  platforms: [.macOS(.v13)],
  products: [.library(name: "Combine", targets: ["Combine"])]
    + libraryModules.map { .library(name: $0.name, targets: [$0.name]) },
  dependencies: [
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0")
  ],
  targets: [
    .target(
      name: "Combine",
      dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        .product(name: "OpenCombineFoundation", package: "OpenCombine"),
      ]
    )
  ]
    + libraryModules.map { module in
      .target(
        name: module.name,
        dependencies: module.dependencies.map { .target(name: $0) },
        exclude: ["\(module.name).docc"]
      )
    }
    + [
      // Apple's Foundation typealiases and SwiftUI's signatures, written out for the examples.
      .target(name: "AppleShapes", dependencies: ["Combine"], path: "Tests/AppleShapes"),
      // The four Apple-shaped examples and their control, compiled and driven.
      .testTarget(
        name: "AppleModeTests",
        dependencies: ["AppleShapes", "Combine"] + libraryModules.map { .target(name: $0.name) }
      ),
    ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "Combine" && target.name != "AppleShapes" {
  target.swiftSettings = [
    // Marks the few Apple Combine shapes OpenCombine cannot stand in for (each one is listed where it is used).
    .define("OPENCOMBINE_STAND_IN"),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ]
}
