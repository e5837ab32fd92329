import UIKit

public final class BarChart: UIView {
    public var values: [Double] = [] { didSet { setNeedsDisplay() } }
}
