// Core Image as the lab's UIKit model has it (`CIImage`, `CIFilter("CIGaussianBlur")` and its
// keys): code that imports CoreImage beside UIKit compiles against this module, aliased to
// `CoreImage`.
@_exported import LabUIKit
