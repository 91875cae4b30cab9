#if !canImport(Combine)
public import Foundation

/// `JSONEncoder` encodes values into `Data` for ``Publisher/encode(encoder:)``.
extension JSONEncoder: TopLevelEncoder {}

/// `JSONDecoder` decodes values from `Data` for ``Publisher/decode(type:decoder:)``.
extension JSONDecoder: TopLevelDecoder {}

/// `PropertyListEncoder` encodes values into `Data` for ``Publisher/encode(encoder:)``.
extension PropertyListEncoder: TopLevelEncoder {}

/// `PropertyListDecoder` decodes values from `Data` for ``Publisher/decode(type:decoder:)``.
extension PropertyListDecoder: TopLevelDecoder {}
#endif
