/// Marks ``IgnoredState`` fields, which a ``StateDiff`` and its value texts leave out.
protocol IgnoredStateMarker {}

extension IgnoredState: IgnoredStateMarker {}
