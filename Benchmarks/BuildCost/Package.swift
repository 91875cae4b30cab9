// swift-tools-version: 6.1
import PackageDescription

/// The library is two folders up; a path dependency is named after its folder, whatever a clone calls it.
let library = Context.packageDirectory.split(separator: "/").dropLast(2).last.map { String($0).lowercased() } ?? ""

/// The same small app twice, once on StreamCore and once on OpenCombine, for `Benchmarks/build-cost.sh`: what an
/// app pays, in build time and binary size, for depending on the library.
let package = Package(
  name: "BuildCost",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "../.."),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
  ],
  targets: [
    .executableTarget(
      name: "StreamCoreApp",
      dependencies: [.product(name: "StreamCore", package: library)]
    ),
    .executableTarget(name: "OpenCombineApp", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
  ],
  swiftLanguageModes: [.v6]
)
