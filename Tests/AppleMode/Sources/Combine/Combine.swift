// Apple's module name over OpenCombine, so that code written for Apple's Combine compiles here unchanged. What Apple's
// Combine has and OpenCombine lacks is added here, never in the library; each addition says what it stands in for.

import Dispatch
import Foundation
@_exported public import OpenCombine
@_exported public import OpenCombineDispatch
@_exported public import OpenCombineFoundation

// Apple's Combine declares its schedulers' time types `Sendable`; OpenCombine's are the same plain values, undeclared.
extension DispatchQueue.OCombine.SchedulerTimeType: @retroactive @unchecked Sendable {}
extension DispatchQueue.OCombine.SchedulerTimeType.Stride: @retroactive @unchecked Sendable {}
extension RunLoop.OCombine.SchedulerTimeType: @retroactive @unchecked Sendable {}
extension RunLoop.OCombine.SchedulerTimeType.Stride: @retroactive @unchecked Sendable {}
extension OperationQueue.OCombine.SchedulerTimeType: @retroactive @unchecked Sendable {}
extension OperationQueue.OCombine.SchedulerTimeType.Stride: @retroactive @unchecked Sendable {}
