package org.example.guard;

import android.view.WindowManager;

import com.getcapacitor.Plugin;
import com.getcapacitor.PluginCall;
import com.getcapacitor.PluginMethod;
import com.getcapacitor.annotation.CapacitorPlugin;

@CapacitorPlugin(name = "Guard")
public class GuardPlugin extends Plugin {

  @PluginMethod
  public void enable(PluginCall call) {
    getActivity().getWindow().addFlags(WindowManager.LayoutParams.FLAG_SECURE);
    call.resolve();
  }

  @PluginMethod
  public void disable(PluginCall call) {
    getActivity().getWindow().clearFlags(WindowManager.LayoutParams.FLAG_SECURE);
    call.resolve();
  }
}
