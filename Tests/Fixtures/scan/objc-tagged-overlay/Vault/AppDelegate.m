//
//  AppDelegate.m
//  Vault
//
//  Covers the window with the brand colour while the app is inactive, the way older
//  app-delegate apps do: a view tagged so that it can be found again and removed.
//

#import "AppDelegate.h"

static const NSInteger kPrivacyCoverTag = 1234;

@interface AppDelegate ()
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.rootViewController = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateInitialViewController];
    [self.window makeKeyAndVisible];
    return YES;
}

- (void)applicationWillResignActive:(UIApplication *)application {
    UIView *cover = [[UIView alloc] initWithFrame:self.window.bounds];
    cover.backgroundColor = [UIColor colorWithRed:0.1 green:0.2 blue:0.4 alpha:1.0];
    cover.tag = 1234;
    [self.window addSubview:cover];
}

- (void)applicationDidBecomeActive:(UIApplication *)application {
    [[self.window viewWithTag:kPrivacyCoverTag] removeFromSuperview];
}

- (void)applicationDidEnterBackground:(UIApplication *)application {
    /* Save state; "the cover" is already up. */
    NSLog(@"entered background: %@", @"}");
}

@end
