//
//  PrivacyCover.m
//  Ledger
//
//  Blurs the window while the app is inactive, from the lifecycle notifications. The blur is
//  added a run-loop turn too late: the snapshot is taken when the handler returns.
//

#import "PrivacyCover.h"

@implementation PrivacyCover

- (instancetype)init {
    if ((self = [super init])) {
        [[NSNotificationCenter defaultCenter] addObserver:self
                                                 selector:@selector(willResignActive:)
                                                     name:UIApplicationWillResignActiveNotification
                                                   object:nil];
        [[NSNotificationCenter defaultCenter] addObserverForName:UIApplicationDidBecomeActiveNotification
                                                          object:nil
                                                           queue:[NSOperationQueue mainQueue]
                                                      usingBlock:^(NSNotification *note) {
            [UIView animateWithDuration:0.3 animations:^{
                self.blurView.alpha = 0;
            } completion:^(BOOL finished) {
                [self.blurView removeFromSuperview];
            }];
        }];
        [[NSNotificationCenter defaultCenter] addObserver:self
                                                 selector:@selector(didEnterBackground:)
                                                     name:UIApplicationDidEnterBackgroundNotification
                                                   object:nil];
    }
    return self;
}

- (void)willResignActive:(NSNotification *)note {
    dispatch_async(dispatch_get_main_queue(), ^{
        UIWindow *window = [UIApplication sharedApplication].keyWindow;
        self.blurView = [[UIVisualEffectView alloc] initWithEffect:[UIBlurEffect effectWithStyle:UIBlurEffectStyleLight]];
        self.blurView.frame = window.bounds;
        [window addSubview:self.blurView];
    });
}

- (void)didEnterBackground:(NSNotification *)note {
    [[UIApplication sharedApplication] ignoreSnapshotOnNextApplicationLaunch];
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.5 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        [self.blurView.layer removeAllAnimations];
    });
}

@end
