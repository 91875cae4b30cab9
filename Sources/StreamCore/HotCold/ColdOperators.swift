// Which operators keep a cold upstream cold.
//
// An operator is cold when every publisher it subscribes to is cold: it then starts independent work for each
// subscriber. `share()`, `multicast`, `makeConnectable()` and `autoconnect()` are hot by design and never conform.
// Merge, CombineLatest and Zip declare theirs next to their definitions.

extension Publishers.Map: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.TryMap: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Filter: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.TryFilter: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.CompactMap: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.TryCompactMap: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.MapError: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.SetFailureType: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.AssertNoFailure: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.RemoveDuplicates: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.TryRemoveDuplicates: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Scan: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.TryScan: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Reduce: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.TryReduce: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Collect: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.CollectByCount: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.First: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.FirstWhere: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.TryFirstWhere: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Last: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.LastWhere: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.TryLastWhere: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Output: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.PrefixWhile: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.TryPrefixWhile: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Drop: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.DropWhile: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.TryDropWhile: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Contains: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.ContainsWhere: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.TryContainsWhere: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.AllSatisfy: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.TryAllSatisfy: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Count: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Comparison: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.TryComparison: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.ReplaceEmpty: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.ReplaceError: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.HandleEvents: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Print: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Retry: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.ReceiveOn: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Delay: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Debounce: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Throttle: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.SubscribeOn: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Timeout: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.MeasureInterval: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
// OpenCombine, which stands in for Combine in the Apple-mode check, has no `CollectByTime`.
#if !OPENCOMBINE_STAND_IN
extension Publishers.CollectByTime: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
#endif
extension Publishers.MapKeyPath: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.MapKeyPath2: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.MapKeyPath3: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.IgnoreOutput: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Buffer: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Encode: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Decode: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}
extension Publishers.Breakpoint: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}

extension Publishers.Catch: DeferredPublisherProtocol
where Upstream: DeferredPublisherProtocol, NewPublisher: DeferredPublisherProtocol {}

extension Publishers.TryCatch: DeferredPublisherProtocol
where Upstream: DeferredPublisherProtocol, NewPublisher: DeferredPublisherProtocol {}

extension Publishers.Concatenate: DeferredPublisherProtocol
where Prefix: DeferredPublisherProtocol, Suffix: DeferredPublisherProtocol {}

// Combine names these generic parameters `NewPublisher` and `P`; OpenCombine, which stands in for Combine in the
// Apple-mode check, names them differently.
#if !OPENCOMBINE_STAND_IN
extension Publishers.FlatMap: DeferredPublisherProtocol
where Upstream: DeferredPublisherProtocol, NewPublisher: DeferredPublisherProtocol {}

extension Publishers.SwitchToLatest: DeferredPublisherProtocol
where Upstream: DeferredPublisherProtocol, P: DeferredPublisherProtocol {}
#endif

extension Publishers.PrefixUntilOutput: DeferredPublisherProtocol
where Upstream: DeferredPublisherProtocol, Other: DeferredPublisherProtocol {}

extension Publishers.DropUntilOutput: DeferredPublisherProtocol
where Upstream: DeferredPublisherProtocol, Other: DeferredPublisherProtocol {}
