package com.example.health;

import android.os.Build;
import androidx.fragment.app.FragmentActivity;

public class RecordsActivity extends FragmentActivity {
    @Override
    protected void onResume() {
        super.onResume();
        if (Build.VERSION.SDK_INT < 33) return;
        setRecentsScreenshotEnabled(false);
    }
}
