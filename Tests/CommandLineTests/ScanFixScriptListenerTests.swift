import Testing

/// `scan --fix` on a React Native module whose blur is registered in `startObserving`, which
/// runs only once the app's script listens to the module's events (MODEL §59): the
/// registration moves to an `init` added to the module, and the card no longer leaks.
@Suite struct ScanFixScriptListenerTests {
    @Test func theRegistrationMovesToAnInitAndTheCardNoLongerLeaks() throws {
        let result = try ScanFixTests.fixAndRescan("react-native-module-ios")
        #expect(result.before == 1)
        #expect(
            result.diff.contains(
                "+- (instancetype)init {\n+    if ((self = [super init])) {\n"
                    + "+        [[NSNotificationCenter defaultCenter] addObserver:self\n"),
            "\(result.diff)")
        #expect(result.diff.contains("+    return self;\n+}\n+\n - (void)startObserving {\n"))
        #expect(result.diff.contains("-    [[NSNotificationCenter defaultCenter] addObserver:self\n"))
        // stopObserving took every observer away, the blur's with them: it goes.
        #expect(result.diff.contains("-    [[NSNotificationCenter defaultCenter] removeObserver:self];\n"))
        #expect(
            result.notes.contains(
                "ios/Shield.m:21: the observers of UIApplicationWillResignActiveNotification"))
        #expect(result.notes.contains("moved to an init added to the module"))
        #expect(result.notes.contains("the cover's with them: that line goes"))
        #expect(result.after == 0, "\(result.notes)\n\(result.diff)")
    }

    /// The corpus's shape (react-native-screenshot-prevent): a local centre, the screenshot's
    /// observer left where it is, and stopObserving then removing that one only.
    @Test func aLocalCentreIsDeclaredAgainAndTheEventsObserverStays() throws {
        let result = try ScanFixTests.fixAndRescan("react-native-module-ios", changing: "ios/Shield.m") {
            $0.replacingOccurrences(
                of: "- (void)startObserving {\n    [[NSNotificationCenter defaultCenter] addObserver:self\n",
                with:
                    "- (void)startObserving {\n    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];\n"
                    + "    // the blur\n    [center addObserver:self\n"
            )
            .replacingOccurrences(
                of: "                                               object:nil];\n}\n",
                with: "                                               object:nil];\n"
                    + "    [center addObserver:self selector:@selector(shot) name:UIApplicationUserDidTakeScreenshotNotification object:nil];\n}\n"
            )
        }
        #expect(result.before == 1)
        #expect(
            result.diff.contains(
                "+    if ((self = [super init])) {\n+        NSNotificationCenter *center = [NSNotificationCenter defaultCenter];\n"
                    + "+        // the blur\n+        [center addObserver:self\n"),
            "\(result.diff)")
        // The centre stays for the screenshot's observer; the blur's comment moves with it.
        #expect(!result.diff.contains("-    NSNotificationCenter *center"))
        #expect(result.diff.contains("-    // the blur\n"))
        #expect(
            result.diff.contains(
                "+    [[NSNotificationCenter defaultCenter] removeObserver:self name:UIApplicationUserDidTakeScreenshotNotification object:nil];\n"
            ))
        #expect(
            result.notes.contains(
                "it now removes only the events' (UIApplicationUserDidTakeScreenshotNotification)"))
        #expect(result.after == 0, "\(result.notes)\n\(result.diff)")
    }

    /// A module with an init of its own: where the registrations go in it is a person's call.
    @Test func aModuleWithItsOwnInitIsLeftAndSaid() throws {
        let result = try ScanFixTests.fixAndRescan(
            "react-native-module-ios", changing: "ios/Shield.m", replacing: "RCT_EXPORT_MODULE();\n",
            with: "RCT_EXPORT_MODULE();\n\n- (instancetype)init {\n    return [super init];\n}\n")
        #expect(!result.diff.contains("startObserving"), "\(result.diff)")
        #expect(result.notes.contains("move them to the module's init by hand"), "\(result.notes)")
    }
}
