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
        // React Native asks a module that overrides init whether it sets up on the main queue.
        #expect(
            result.diff.contains(
                "+    return self;\n+}\n+\n++ (BOOL)requiresMainQueueSetup {\n+    return YES;\n+}\n+\n - (void)startObserving {\n"
            ))
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

    /// A module with an init of its own, however its type is spelled: where the registrations
    /// go in it is a person's call. `initWithBridge:` is another method.
    @Test(arguments: ["- (instancetype)init", "- (nonnull instancetype)init", "-(Shield *) init"])
    func aModuleWithItsOwnInitIsLeftAndSaid(declaration: String) throws {
        let result = try ScanFixTests.fixAndRescan(
            "react-native-module-ios", changing: "ios/Shield.m", replacing: "RCT_EXPORT_MODULE();\n",
            with: "RCT_EXPORT_MODULE();\n\n\(declaration) {\n    return [super init];\n}\n")
        #expect(!result.diff.contains("startObserving"), "\(result.diff)")
        #expect(result.notes.contains("move them to the module's init by hand"), "\(result.notes)")
    }

    @Test func anInitWithArgumentsIsNoInitOfItsOwn() throws {
        let result = try ScanFixTests.fixAndRescan(
            "react-native-module-ios", changing: "ios/Shield.m", replacing: "RCT_EXPORT_MODULE();\n",
            with:
                "RCT_EXPORT_MODULE();\n\n- (instancetype)initWithTint:(NSString *)tint {\n    return [super init];\n}\n"
        )
        #expect(result.diff.contains("+- (instancetype)init {\n"), "\(result.diff)")
        #expect(result.after == 0, "\(result.notes)")
    }

    /// A `// comment` after a statement's `;` ends it: the declaration before a registration
    /// is copied, not moved with it, and a registration named by a string is removed by name.
    @Test func aTrailingCommentEndsItsStatementAndAStringNameIsRemovedByName() throws {
        let result = try ScanFixTests.fixAndRescan("react-native-module-ios", changing: "ios/Shield.m") {
            $0.replacingOccurrences(
                of: "- (void)startObserving {\n    [[NSNotificationCenter defaultCenter] addObserver:self\n",
                with:
                    "- (void)startObserving {\n    NSNotificationCenter *center = [NSNotificationCenter defaultCenter]; // the centre\n"
                    + "    [center addObserver:self\n"
            )
            .replacingOccurrences(
                of: "                                               object:nil];\n}\n",
                with: "                                               object:nil]; // the blur\n"
                    + "    [center addObserver:self selector:@selector(shot) name:@\"ShieldShot\" object:nil];\n}\n"
            )
        }
        #expect(!result.diff.contains("-    NSNotificationCenter *center"), "\(result.diff)")
        #expect(result.diff.contains("-    [center addObserver:self\n"))
        #expect(!result.diff.contains("-    [center addObserver:self selector:@selector(shot)"))
        #expect(
            result.diff.contains("removeObserver:self name:@\"ShieldShot\" object:nil];"), "\(result.diff)")
        #expect(result.after == 0, "\(result.notes)\n\(result.diff)")
    }

    /// What a line move cannot keep whole is left to a person, and said: a registration
    /// inside `#if`, a removal in startObserving that would undo the move, a one-line
    /// stopObserving.
    @Test(arguments: [
        (
            "- (void)startObserving {\n    [[NSNotificationCenter defaultCenter] addObserver:self\n",
            "- (void)startObserving {\n#if !TARGET_OS_TV\n    [[NSNotificationCenter defaultCenter] addObserver:self\n"
        ),
        (
            "- (void)startObserving {\n",
            "- (void)startObserving {\n    [[NSNotificationCenter defaultCenter] removeObserver:self];\n"
        ),
        (
            "- (void)stopObserving {\n    [[NSNotificationCenter defaultCenter] removeObserver:self];\n}\n",
            "- (void)stopObserving { [[NSNotificationCenter defaultCenter] removeObserver:self]; }\n"
        ),
    ])
    func whatALineMoveCannotKeepWholeIsLeftAndSaid(replacing: String, with: String) throws {
        let result = try ScanFixTests.fixAndRescan(
            "react-native-module-ios", changing: "ios/Shield.m"
        ) { text in
            var text = text.replacingOccurrences(of: replacing, with: with)
            if with.contains("#if") {
                text = text.replacingOccurrences(
                    of: "                                               object:nil];\n}\n",
                    with: "                                               object:nil];\n#endif\n}\n")
            }
            return text
        }
        #expect(!result.diff.contains("startObserving"), "\(result.diff)")
        #expect(result.notes.contains("not written as the fix can move it line by line"), "\(result.notes)")
    }
}
