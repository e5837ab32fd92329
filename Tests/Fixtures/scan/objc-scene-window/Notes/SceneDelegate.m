//
//  SceneDelegate.m
//  Notes
//
//  A privacy window above the alert level, shown when the scene enters the background and
//  hidden when it comes back, as in article 000's Objective-C sample.
//

#import "SceneDelegate.h"
#import "PrivacyProtectionViewController.h"

@interface SceneDelegate ()
@property (strong, nullable, nonatomic) UIWindow *privacyProtectionWindow;
@end

@implementation SceneDelegate

- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
}

- (void)sceneWillEnterForeground:(UIScene *)scene {
    [self hidePrivacyProtectionWindow];
}

- (void)sceneDidEnterBackground:(UIScene *)scene {
    [self showPrivacyProtectionWindow];
}

#pragma mark - Privacy protection

- (void)showPrivacyProtectionWindow {
    UIWindowScene *windowScene = self.window.windowScene;
    if (windowScene != nil) {
        self.privacyProtectionWindow = [[UIWindow alloc] initWithWindowScene:windowScene];
        self.privacyProtectionWindow.rootViewController = [[PrivacyProtectionViewController alloc] init];
        self.privacyProtectionWindow.windowLevel = UIWindowLevelAlert + 1;
        [self.privacyProtectionWindow makeKeyAndVisible];
    }
}

- (void)hidePrivacyProtectionWindow {
    self.privacyProtectionWindow.hidden = YES;
    self.privacyProtectionWindow = nil;
}

@end
