package com.example.bank

import android.app.AlertDialog
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.view.View
import android.view.ViewGroup
import android.widget.ImageView
import androidx.appcompat.app.AppCompatActivity

class MainActivity : AppCompatActivity() {
    private var cover: ImageView? = null
    private val handler = Handler(Looper.getMainLooper())

    override fun onPause() {
        super.onPause()
        val splash = ImageView(this)
        splash.setImageResource(R.drawable.splash)
        addContentView(splash, ViewGroup.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.MATCH_PARENT))
        cover = splash
        handler.post {
            AlertDialog.Builder(this).setMessage("Locked").show()
        }
        findViewById<View>(R.id.balance).visibility = View.INVISIBLE
    }

    override fun onResume() {
        super.onResume()
        cover?.let { (it.parent as? ViewGroup)?.removeView(it) }
        cover = null
    }

    override fun onStop() {
        super.onStop()
        window.setDimAmount(1f)
    }
}
