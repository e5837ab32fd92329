#import "AppDelegate.h"

@implementation AppDelegate

- (void)applicationDidEnterBackground:(UIApplication *)application
{
    [self saveDrafts];
    [self showCurtainIfNeeded];
}

- (void)saveDrafts
{
}

@end
