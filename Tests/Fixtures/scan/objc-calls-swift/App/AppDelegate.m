#import "AppDelegate.h"

@implementation AppDelegate

- (void)applicationDidEnterBackground:(UIApplication *)application
{
    [self saveDrafts];
    [self showCurtainIfNeeded];
}

- (void)applicationWillResignActive:(UIApplication *)application
{
    [self.editorViewController save];
}

- (void)saveDrafts
{
}

@end
