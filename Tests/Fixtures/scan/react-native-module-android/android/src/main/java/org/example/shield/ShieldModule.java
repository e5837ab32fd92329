package org.example.shield;

import android.app.Activity;
import android.view.View;
import android.view.ViewGroup;
import android.view.WindowManager;

import com.facebook.react.bridge.LifecycleEventListener;
import com.facebook.react.bridge.ReactApplicationContext;
import com.facebook.react.bridge.ReactContextBaseJavaModule;
import com.facebook.react.bridge.ReactMethod;

public class ShieldModule extends ReactContextBaseJavaModule implements LifecycleEventListener {
  private static View curtain;
  private static boolean wasSecure;

  public ShieldModule(ReactApplicationContext context) {
    super(context);
    context.addLifecycleEventListener(this);
  }

  @ReactMethod
  public void protect(boolean on) {
    final Activity activity = getCurrentActivity();
    if (activity == null) return;
    activity.runOnUiThread(new Runnable() {
      @Override
      public void run() {
        if (on) {
          activity.getWindow().setFlags(WindowManager.LayoutParams.FLAG_SECURE, WindowManager.LayoutParams.FLAG_SECURE);
        } else {
          activity.getWindow().clearFlags(WindowManager.LayoutParams.FLAG_SECURE);
        }
      }
    });
  }

  @Override
  public void onHostPause() {
    final Activity activity = getCurrentActivity();
    if (activity == null || curtain == null) return;
    activity.runOnUiThread(new Runnable() {
      @Override
      public void run() {
        ViewGroup root = (ViewGroup) activity.getWindow().getDecorView().getRootView();
        root.addView(curtain);
        wasSecure = true;
        activity.getWindow().clearFlags(WindowManager.LayoutParams.FLAG_SECURE);
      }
    });
  }

  @Override
  public void onHostResume() {
    final Activity activity = getCurrentActivity();
    if (activity == null || curtain == null) return;
    activity.runOnUiThread(new Runnable() {
      @Override
      public void run() {
        ViewGroup root = (ViewGroup) activity.getWindow().getDecorView().getRootView();
        root.removeView(curtain);
        if (wasSecure) {
          activity.getWindow().setFlags(WindowManager.LayoutParams.FLAG_SECURE, WindowManager.LayoutParams.FLAG_SECURE);
        }
      }
    });
  }

  @Override
  public void onHostDestroy() {}

  @Override
  public String getName() {
    return "Shield";
  }
}
