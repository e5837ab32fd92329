#import "AppDelegate.h"
#import "PrivacyViewController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    return YES;
}

- (void)applicationWillResignActive:(UIApplication *)application {
    PrivacyViewController *privacy = [[PrivacyViewController alloc] init];
    privacy.modalPresentationStyle = UIModalPresentationOverFullScreen;
    [self.window.rootViewController presentViewController:privacy animated:YES completion:nil];
    self.window.rootViewController.view.layer.opacity = 0;
}

- (void)applicationDidBecomeActive:(UIApplication *)application {
    [self.window.rootViewController dismissViewControllerAnimated:NO completion:nil];
}

@end
