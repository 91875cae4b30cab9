// swift-tools-version: 6.1
import PackageDescription

/// The library is the parent folder; a path dependency is named after its folder, whatever a clone calls it.
let library = Context.packageDirectory.split(separator: "/").dropLast().last.map { String($0).lowercased() } ?? ""

/// Benchmarks for the library, each workload measured side by side with OpenCombine in the same run.
///
/// One benchmark target per library module, named `<Module>Benchmarks`; each is an executable that
/// package-benchmark's plugin runs, and imports its module and the modules below it.
let benchmarkModules = ["StreamCore", "PropertyKit", "StateKit", "BindingKit"]

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
  ],
  targets: [
    // The workload registration and helpers every benchmark target shares.
    .target(
      name: "BenchmarkSupport",
      dependencies: [.product(name: "Benchmark", package: "benchmark")],
      path: "Benchmarks/BenchmarkSupport"
    )
  ]
    + benchmarkModules.enumerated().map { index, module in
      .executableTarget(
        name: "\(module)Benchmarks",
        dependencies: [
          .target(name: "BenchmarkSupport"),
          .product(name: "Benchmark", package: "benchmark"),
          .product(name: "OpenCombine", package: "OpenCombine"),
        ] + benchmarkModules[...index].map { .product(name: $0, package: library) },
        path: "Benchmarks/\(module)Benchmarks",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
      )
    }
)
