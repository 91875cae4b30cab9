import PackagePlugin

/// Generates a target's per-arity declarations of zip, combineLatest and merge with `ArityDeclarationsGenerator`.
@main
struct GenerateArityDeclarations: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let generator = try context.tool(named: "ArityDeclarationsGenerator")
    let directory = context.pluginWorkDirectoryURL
    let files =
      switch target.name {
      case "StreamCore": ["Zip.swift", "CombineLatest.swift", "Merge.swift"]
      case "PropertyKit": ["Property+Zip.swift", "Property+CombineLatest.swift"]
      default: throw PluginError.noDeclarations(target: target.name)
      }
    return [
      .buildCommand(
        displayName: "Generating \(target.name)'s per-arity declarations",
        executable: generator.url,
        arguments: [target.name, directory.path()],
        inputFiles: [generator.url],
        outputFiles: files.map { directory.appending(path: $0) }
      )
    ]
  }
}

enum PluginError: Error, CustomStringConvertible {
  case noDeclarations(target: String)

  var description: String {
    switch self {
    case .noDeclarations(let target): "GenerateArityDeclarations has no declarations for the target \(target)"
    }
  }
}
