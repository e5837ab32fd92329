import 'package:flutter/material.dart';

void main() => runApp(const MaterialApp(home: Text('Balance: 1,024.00')));
