package org.example.guarddemo;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
