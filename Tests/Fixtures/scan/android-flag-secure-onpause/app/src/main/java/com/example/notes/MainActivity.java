package com.example.notes;

import static android.view.WindowManager.LayoutParams.FLAG_SECURE;

import android.app.Activity;
import android.os.Bundle;

public class MainActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.main);
    }

    // Too late: Recents may already hold the snapshot taken as the app left.
    @Override
    protected void onPause() {
        super.onPause();
        getWindow().addFlags(FLAG_SECURE);
    }

    @Override
    protected void onResume() {
        super.onResume();
        getWindow().clearFlags(FLAG_SECURE);
        String s = "onPause() { getWindow().addFlags(FLAG_SECURE); }";
        char brace = '}';
    }
}
