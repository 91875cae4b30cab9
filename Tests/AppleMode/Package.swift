// swift-tools-version: 6.2
import Foundation
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
  ("BindingKit", ["StreamCore", "PropertyKit", "StateKit", "SwiftUI"]),
]

/// StreamCore's test files that test what StreamCore adds to Combine, relative to `Tests/StreamCoreTests`: the test
/// target's only sources, so a new test file runs here only once it is listed. Left out, as they test Combine's own
/// names: the rest of the suite; `ParityOperatorColdnessTests` (it reads `Result.Publisher`,
/// a typealias in OpenCombine) and `HotColdTests` (it zips, and OpenCombine's `Zip` names its generic parameters
/// differently, so its cold conformance is left out); `CombiningEngineTests` (it drives the engine through
/// StreamCore's own `Merge4` and `combineLatest`); `LockDisciplineTests` (it checks the lock discipline of Combine's
/// operators; OpenCombine's deadlock there, releasing references under their locks).
let streamCoreAdditionsTests = [
  "Clocks", "Helpers",
  "HotCold/AnyDeferredFutureTests.swift", "HotCold/ArrayCombineLatestFuturesTests.swift",
  "HotCold/DeferredCustomTests.swift", "HotCold/DeferredFutureAsyncTests.swift",
  "HotCold/DeferredFutureEventHandlingTests.swift", "HotCold/DeferredFutureWithTaskTests.swift",
  "Core/CompositeErrorMapTests.swift", "Core/CompositeErrorTests.swift",
  "Internal/HeapTests.swift", "Internal/LockTests.swift", "Internal/ValueRingTests.swift",
  "Operators/AggregateTests.swift", "Operators/AttemptMapTests.swift", "Operators/EventHandlingTests.swift",
  "Operators/FailureShapesTests.swift", "Operators/PrefixDuringTests.swift", "Operators/PrependDynamicTests.swift",
  "Operators/WrapWithCompositeFailureTests.swift",
  "Publishers/CustomTests.swift", "Publishers/PublisherJustFailEmptyTests.swift",
  "Schedulers/AnySchedulerTests.swift", "Schedulers/MainSchedulerTests.swift",
  "Schedulers/Scheduler+ConcurrencyTests.swift",
  "Schedulers/SchedulerDiagnosticsTests.swift", "Schedulers/TestSchedulerTests.swift",
  "Schedulers/UnimplementedSchedulerTests.swift", "Schedulers/VirtualTimeScheduler+ClockTests.swift",
  "Schedulers/VirtualTimeSchedulerTests.swift",
  "Subjects/CoreDependentTests.swift", "Subjects/FieldChannelsTests.swift",
  "Subscribers/LifetimeSinkTests.swift", "Subscribers/LifetimeTests.swift",
]

/// Every other file of StreamCore's suite, excluded so that SwiftPM does not warn about files the target does not
/// use. Read from the disk, which SwiftPM caches with the manifest: a file added since may go unlisted here (a
/// warning, nothing more), as `sources` alone decides what is compiled.
let streamCoreCombineTests: [String] = {
  let folder = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Tests/StreamCoreTests")
  let files = FileManager.default.enumerator(atPath: folder.resolvingSymlinksInPath().path)?.allObjects ?? []
  return files.compactMap { $0 as? String }.filter { file in
    file.hasSuffix(".swift")
      && !streamCoreAdditionsTests.contains { file == $0 || file.hasPrefix($0 + "/") }
  }
}()

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
      // SwiftUI's signatures, written out under SwiftUI's module name, for the library's SwiftUI bridges.
      .target(name: "SwiftUI", dependencies: ["Combine"], path: "Tests/SwiftUI"),
      // The library's test helpers and suites, in Apple mode (links to the library's test folders).
      .target(
        name: "TestSupport",
        dependencies: ["StreamCore", "PropertyKit"],
        path: "Tests/TestSupport"
      ),
    ]
    + libraryModules.dropFirst().map { module in
      .testTarget(
        name: "\(module.name)Tests",
        dependencies: [.target(name: "TestSupport")] + module.dependencies.map { .target(name: $0) }
          + [.target(name: module.name)]
      )
    }
    + [
      // StreamCore's tests of what it adds to Combine: where Combine is the system's, its own names are not ours to test.
      .testTarget(
        name: "StreamCoreTests",
        dependencies: ["StreamCore", "TestSupport"],
        exclude: streamCoreCombineTests,
        sources: streamCoreAdditionsTests
      ),
      // The four Apple-shaped examples and their control, compiled and driven.
      .testTarget(
        name: "AppleModeTests",
        dependencies: ["AppleShapes", "Combine", "SwiftUI"] + libraryModules.map { .target(name: $0.name) }
      ),
    ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where !["Combine", "SwiftUI", "AppleShapes"].contains(target.name) {
  // The library's suites compile in Swift 5 mode here: OpenCombine declares none of the `Sendable` conformances that
  // some of Apple's Combine types have, and a test that hands one of Combine's types to another thread would not
  // compile in Swift 6 mode against it. The library itself, its test helpers and the examples stay in Swift 6 mode.
  let languageMode: [SwiftSetting] =
    ["PropertyKitTests", "StateKitTests", "BindingKitTests", "StreamCoreTests"].contains(target.name)
    ? [.swiftLanguageMode(.v5)] : []
  target.swiftSettings =
    languageMode + [
      // Marks the few Apple Combine shapes OpenCombine cannot stand in for (each one is listed where it is used).
      .define("OPENCOMBINE_STAND_IN"),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
