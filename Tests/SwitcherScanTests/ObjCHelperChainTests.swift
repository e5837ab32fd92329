import Testing

@testable import SwitcherScan

/// An Objective-C handler's call to a helper of its own class is a step of the chain, and the
/// helper's drawing into an image (the blurred snapshot's screenshot and filter) is no code
/// left unread.
@Suite struct ObjCHelperChainTests {
    static let files = [
        "App/AppDelegate.m": """
        @implementation AppDelegate
        - (void)applicationWillResignActive:(UIApplication *)application {
            [self showBlurredScreenshot];
        }

        - (void)showBlurredScreenshot {
            UIImage *image = [self screenshot];
            self.blurView = [[UIImageView alloc] initWithImage:[self blur:image]];
            [self.window addSubview:self.blurView];
        }

        - (UIImage *)screenshot {
            UIWindow *window = self.window;
            UIGraphicsImageRenderer *renderer = [[UIGraphicsImageRenderer alloc] initWithBounds:window.bounds];
            return [renderer imageWithActions:^(UIGraphicsImageRendererContext *context) {
                [window.layer renderInContext:context.CGContext];
            }];
        }

        - (UIImage *)blur:(UIImage *)image {
            CIFilter *filter = [CIFilter filterWithName:@"CIGaussianBlur"];
            [filter setValue:@(4.5) forKey:kCIInputRadiusKey];
            return [UIImage imageWithCIImage:filter.outputImage];
        }
        @end

        """
    ]

    @Test func theCallToTheHelperIsAStepOfTheChain() throws {
        let app = try AppAssemblyTests.firstApp(Self.files)
        let added = try #require(app.facts.first { $0.location.line == 9 }, "\(app.facts)")
        #expect(added.handler.location.line == 2)
        #expect(added.via.map(\.description) == ["App/AppDelegate.m:3"])
    }

    @Test func drawingIntoAnImageIsNoCodeLeftUnread() throws {
        let app = try AppAssemblyTests.firstApp(Self.files)
        let unread = app.facts.filter {
            if case .unrecognised = $0.action { return true }
            return false
        }
        #expect(unread.isEmpty, "\(unread.map(\.text))")
    }
}
