import PropertyKit
public import StreamCore

/// Runs the properties script: a basket whose total is derived with `combineLatest`, `map` and `flatMap`, and a
/// checkout ``PropertyKit/Action`` that pays on a fake service answering after `latency` on `scheduler`.
///
/// Derived properties are correct at once and publish only when their value changes. `flatMap(.latest)` follows
/// the selected shipping option's price: a change to the option that is not selected changes nothing. The
/// action is enabled while the total is above zero, rejects a second tap while it executes, and publishes
/// `isExecuting`.
///
/// - Parameters:
///   - scheduler: Where the payment service answers.
///   - latency: How long the payment takes.
///   - narrate: Receives each line of the transcript.
///   - finished: Called once the checkout finished executing.
/// - Returns: The running basket; cancel it to stop.
public func runProperties<Clock: Scheduler>(
  scheduler: Clock,
  latency: Clock.SchedulerTimeType.Stride = .milliseconds(500),
  narrate: @escaping (String) -> Void,
  finished: @escaping () -> Void = {}
) -> AnyCancellable {
  var subscriptions = Set<AnyCancellable>()
  let quantity = MutableProperty(1)
  let unitPrice = MutableProperty(250)
  let standardShipping = MutableProperty(0)
  let expressShipping = MutableProperty(900)
  let isExpress = MutableProperty(false)

  let subtotal = quantity.combineLatest(with: unitPrice).map { (pair: (Int, Int)) in pair.0 * pair.1 }
  let shipping = isExpress.flatMap(.latest) { $0 ? expressShipping : standardShipping }
  let total = subtotal.combineLatest(with: shipping).map { (pair: (Int, Int)) in pair.0 + pair.1 }
  total.publisher
    .sink { narrate("> total \(dollars($0)) (shipping \(dollars(shipping.value)))") }
    .store(in: &subscriptions)

  narrate("quantity = 3")
  quantity.value = 3
  narrate("choose express shipping")
  isExpress.value = true
  narrate("standard shipping now costs $1.00 (not selected: nothing changes)")
  standardShipping.value = 100
  narrate("express shipping now costs $12.00")
  expressShipping.value = 1_200

  let checkout = Action<Void, String, Never>(
    state: total,
    enabledIf: { $0 > 0 },
    execute: { amount, _ in Just("paid \(dollars(amount))").delay(for: latency, scheduler: scheduler) }
  )
  checkout.isExecuting.publisher.sink { narrate("> isExecuting \($0)") }.store(in: &subscriptions)
  checkout.values.sink { narrate("> \($0)") }.store(in: &subscriptions)
  checkout.isExecuting.newValues.filter { !$0 }.sink { _ in finished() }.store(in: &subscriptions)

  narrate("tap [Pay]")
  checkout.apply().sink(receiveCompletion: { _ in }, receiveValue: { _ in }).store(in: &subscriptions)
  narrate("tap [Pay] again")
  checkout.apply()
    .sink(
      receiveCompletion: { completion in
        if case .failure(let error) = completion { narrate("> rejected: \(error)") }
      },
      receiveValue: { _ in }
    )
    .store(in: &subscriptions)
  return AnyCancellable { withExtendedLifetime((checkout, subscriptions)) {} }
}

/// `cents` as dollars: `1950` is "$19.50".
func dollars(_ cents: Int) -> String {
  let remainder = cents % 100
  return "$\(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
}
