package org.example.privacy;

import android.view.Window;
import android.view.WindowManager;

import org.apache.cordova.CallbackContext;
import org.apache.cordova.CordovaInterface;
import org.apache.cordova.CordovaPlugin;
import org.apache.cordova.CordovaWebView;
import org.json.JSONArray;

/**
 * Hides the app in the task switcher: FLAG_SECURE while enabled, set as the Activity pauses.
 */
public class PrivacyScreenPlugin extends CordovaPlugin {
    private boolean enabled = false;

    @Override
    public void initialize(CordovaInterface cordova, CordovaWebView webView) {
        super.initialize(cordova, webView);
    }

    @Override
    public boolean execute(String action, JSONArray args, CallbackContext callbackContext) {
        if ("enable".equals(action)) {
            enabled = true;
            secure(true);
            callbackContext.success();
            return true;
        }
        return false;
    }

    @Override
    public void onPause(boolean multitasking) {
        if (enabled) {
            cordova.getActivity().getWindow().addFlags(WindowManager.LayoutParams.FLAG_SECURE);
        }
        super.onPause(multitasking);
    }

    @Override
    public void onResume(boolean multitasking) {
        cordova.getActivity().runOnUiThread(new Runnable() {
            @Override
            public void run() {
                secure(false);
            }
        });
    }

    private void secure(boolean on) {
        Window window = cordova.getActivity().getWindow();
        if (on) {
            window.addFlags(WindowManager.LayoutParams.FLAG_SECURE);
        } else {
            window.clearFlags(WindowManager.LayoutParams.FLAG_SECURE);
        }
    }
}
