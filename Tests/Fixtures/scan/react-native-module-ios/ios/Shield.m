//
//  Shield.m
//  A React Native module: the script switches a blur on, and a screenshot event is sent to it
//  when it listens. The blur's observer is registered with the event's.
//

#import "Shield.h"

@implementation Shield {
    BOOL armed;
    UIImageView *cover;
    UITextField *field;
}

RCT_EXPORT_MODULE();

- (NSArray<NSString *> *)supportedEvents {
    return @[@"screenshotTaken"];
}

- (void)startObserving {
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(willResign)
                                                 name:UIApplicationWillResignActiveNotification
                                               object:nil];
}

- (void)stopObserving {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

- (void)willResign {
    if (armed) {
        UIWindow *window = [UIApplication sharedApplication].keyWindow;
        UIImageView *imageView = [[UIImageView alloc] initWithFrame:window.bounds];
        UIGraphicsBeginImageContext(window.bounds.size);
        [window drawViewHierarchyInRect:window.frame afterScreenUpdates:NO];
        UIImage *shot = UIGraphicsGetImageFromCurrentImageContext();
        UIGraphicsEndImageContext();
        imageView.image = [shot applyLightEffect];
        cover = imageView;
        [window addSubview:cover];
    }
}

- (void)hideIn:(UIView *)view :(NSString *)tint {
    field = [[UITextField alloc] initWithFrame:view.frame];
    field.secureTextEntry = TRUE;
    [view addSubview:field];
    [view.layer.superlayer addSublayer:field.layer];
    [[field.layer.sublayers lastObject] addSublayer:view.layer];
}

RCT_EXPORT_METHOD(setArmed:(BOOL)on) {
    armed = on;
}

RCT_REMAP_METHOD(hideFromCaptures, hideWithTint:(NSString *)tint) {
    UIView *root = [UIApplication sharedApplication].keyWindow.rootViewController.view;
    for (UIView *subview in root.subviews) {
        [self hideIn:subview :tint];
    }
}

@end
