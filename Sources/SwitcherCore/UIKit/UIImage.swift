extension UIImage {
    /// `UIImage(named:)`: a picture from the app's bundle (`PrivacyCover` is the lab's splash art),
    /// nil if the bundle has none of that name.
    public init?(named name: String, in application: UIApplication) {
        guard let image = application.bundleImages[name] else { return nil }
        self = image
    }
}
