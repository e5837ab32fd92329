package com.example.wallet

import android.os.Bundle
import android.view.WindowManager
import androidx.appcompat.app.AppCompatActivity

/* Secure from the first frame: /* nested comments */ are Kotlin's. */
class MainActivity : AppCompatActivity() {
    private val greeting = """
        Hello "wallet" ${'$'}{not a template}
    """

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        window.setFlags(
            WindowManager.LayoutParams.FLAG_SECURE,
            WindowManager.LayoutParams.FLAG_SECURE
        )
        setContentView(R.layout.activity_main)
        title = "Balance: ${greeting.length} {"
    }
}
