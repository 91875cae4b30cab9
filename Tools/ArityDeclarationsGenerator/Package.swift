// swift-tools-version: 6.1
import PackageDescription

/// A developer tool, outside the library's package graph: it writes the per-arity declarations that Combine and
/// ReactiveSwift repeat (zip, combineLatest, merge) into `Sources/<Module>/Generated/`, where they are committed.
/// Run it through `bash Tools/generate-arity-declarations.sh`; CI runs it too and fails on any difference.
let package = Package(
  name: "ArityDeclarationsGenerator",
  platforms: [.macOS(.v13)],
  targets: [.executableTarget(name: "ArityDeclarationsGenerator", path: "Sources")],
  swiftLanguageModes: [.v6]
)
