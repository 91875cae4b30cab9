public import StreamCore

extension Publishers {
  /// A publisher that turns each array of identified elements into an array of outputs, one per element, each made
  /// once from a property of that element.
  ///
  /// Created by `propertyMap(removeDuplicates:transform:)` on a publisher of arrays.
  public struct PropertyMap<Upstream: Publisher, Element: Identifiable & Equatable, TransformOutput>: Publisher
  where Upstream.Output == [Element] {
    public typealias Output = [TransformOutput]
    public typealias Failure = Upstream.Failure

    /// The publisher of arrays.
    public let upstream: Upstream
    /// Whether each element's property skips values equal to the previous one.
    public let removeDuplicates: Bool
    /// Makes the output for a new element from its property.
    public let transform: (Property<Element>) -> TransformOutput

    /// Creates a publisher that maps the arrays of `upstream` element by element through `transform`.
    public init(
      upstream: Upstream,
      removeDuplicates: Bool,
      transform: @escaping (Property<Element>) -> TransformOutput
    ) {
      self.upstream = upstream
      self.removeDuplicates = removeDuplicates
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let state = PropertyMapState<Element, TransformOutput>(removeDuplicates: removeDuplicates, transform: transform)
      upstream.compactMap { state.receive($0) }.subscribe(subscriber)
    }
  }
}

extension Publisher {
  /// Maps an array of identified elements to an array of outputs, making each output once per element identity
  /// from a property that follows that element.
  ///
  /// When an element with a known `id` changes, its property's value changes and no new output is made; a new `id`
  /// makes a new output; a removed `id` lets its property and output go. An array is sent when the order of `id`s
  /// changes (and for the first array); a change inside elements only updates their properties.
  ///
  /// ```swift
  /// struct Row: Identifiable, Equatable { var id: Int; var title: String }
  /// let rows = CurrentValueSubject<[Row], Never>([Row(id: 1, title: "A")])
  /// var titles: [Property<String>] = []
  /// let cancellable = rows.propertyMap { $0.map(\.title) }.sink { titles = $0 }
  /// rows.send([Row(id: 1, title: "B")])
  /// print(titles.map(\.value))  // Prints "["B"]": the same property, updated
  /// ```
  ///
  /// - Parameters:
  ///   - removeDuplicates: Whether an element's property skips a value equal to its current one.
  ///   - transform: Makes the output for a new element from its property.
  /// - Returns: A publisher of arrays of outputs, in the elements' order.
  public func propertyMap<Element: Identifiable & Equatable, TransformOutput>(
    removeDuplicates: Bool = true,
    transform: @escaping @Sendable (Property<Element>) -> TransformOutput
  ) -> Publishers.PropertyMap<Self, Element, TransformOutput> where Output == [Element] {
    Publishers.PropertyMap(upstream: self, removeDuplicates: removeDuplicates, transform: transform)
  }
}

extension Publishers.PropertyMap: DeferredPublisherProtocol where Upstream: DeferredPublisherProtocol {}

/// One subscription's element properties and outputs; touched only by upstream's values, which never overlap.
private final class PropertyMapState<Element: Identifiable & Equatable, TransformOutput> {
  private let removeDuplicates: Bool
  private let transform: (Property<Element>) -> TransformOutput
  private var properties: [Element.ID: MutableProperty<Element>] = [:]
  private var outputs: [Element.ID: TransformOutput] = [:]
  private var order: [Element.ID] = []
  private var hasSent = false

  init(removeDuplicates: Bool, transform: @escaping (Property<Element>) -> TransformOutput) {
    self.removeDuplicates = removeDuplicates
    self.transform = transform
  }

  /// Updates the properties; returns the outputs if the order of identities changed (or nothing was sent yet).
  func receive(_ elements: [Element]) -> [TransformOutput]? {
    var unseen = Set(properties.keys)
    for element in elements {
      unseen.remove(element.id)
      if let property = properties[element.id] {
        property.value = element
      } else {
        let property = MutableProperty(element)
        properties[element.id] = property
        outputs[element.id] = transform(removeDuplicates ? property.removeDuplicates() : Property(property))
      }
    }
    for id in unseen {
      properties[id] = nil
      outputs[id] = nil
    }
    let newOrder = elements.map(\.id)
    guard newOrder != order || !hasSent else { return nil }
    order = newOrder
    hasSent = true
    return elements.compactMap { outputs[$0.id] }
  }
}
