#import "WindowGate.h"

@implementation WindowGate

- (void)setIsClosed:(BOOL)isClosed
{
    _isClosed = isClosed;
    [self arrange];
}

- (void)arrange
{
    if (self.isClosed) {
        self.gateWindow.windowLevel = UIWindowLevelStatusBar + 2;
        [self.gateWindow makeKeyAndVisible];
    } else {
        self.gateWindow.hidden = YES;
    }
}

@end
