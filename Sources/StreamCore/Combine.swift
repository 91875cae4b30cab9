#if canImport(Combine)
// Where the system has Combine, StreamCore is Combine plus what Combine lacks: Combine's names are the system's, and
// everything in `Combine/` is left out.
@_exported public import Combine
#endif
