// Declaration-only stand-ins for the part of Core Image the printed code uses, with the
// signatures Apple documents: compiled as a module named CoreImage so that `import CoreImage`
// resolves in the typecheck (CodeTypecheckTests). Bodies only trap.
@_exported import Foundation

open class CIImage: NSObject {
    public override init() { fatalError() }
    open var extent: CGRect { fatalError() }
    open func clampedToExtent() -> CIImage { fatalError() }
    open func cropped(to rect: CGRect) -> CIImage { fatalError() }
}

open class CIFilter: NSObject {
    public init?(name: String) { fatalError() }
    open var outputImage: CIImage? { fatalError() }
    #if !canImport(ObjectiveC)
        // NSObject's key-value coding, which Apple's platforms have already.
        open func setValue(_ value: Any?, forKey key: String) { fatalError() }
    #endif
}

public let kCIInputImageKey: String = "inputImage"
public let kCIInputRadiusKey: String = "inputRadius"
