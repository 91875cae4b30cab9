// swift-tools-version: 6.1
import PackageDescription

/// The library is the parent folder; a path dependency is named after its folder, whatever a clone calls it.
let library = Context.packageDirectory.split(separator: "/").dropLast().last.map { String($0).lowercased() } ?? ""

/// Benchmarks for the library, each workload measured side by side with OpenCombine in the same run.
///
/// One benchmark target per library module; each is an executable that package-benchmark's plugin runs.
let benchmarkTargets = ["StreamCoreBenchmarks"]

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
  ],
  targets: benchmarkTargets.map { name in
    .executableTarget(
      name: name,
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "StreamCore", package: library),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      path: "Benchmarks/\(name)",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    )
  }
)
