# A sample app of one's own: a two-factor code and a recovery phrase, each a named field.
name: Vault
icon: V
accent: #5856D6
background: #FFFFFF
foreground: #1C1C1E
palette: p=#5856D6 w=#FFFFFF g=#8E8E93
--- screen

 ‹ Back      Vault

  Two-factor code
  421 739
  expires in 24 s

  Recovery phrase
   1 orbit     7 candle
   2 maple     8 thunder
   3 velvet    9 harbor
   4 sugar    10 pilot
   5 meadow   11 frost
   6 lantern  12 quartz

  Never share these words.
--- colors

PPPPPPPPPPPPPPPPPPPPPPPPPPPPPP
--- colors

wwwwwwwwwwwwwwwwwwwwwwwwwwwwww
--- mask




  aaa aaa



     bbbbb       bbbbbb
     bbbbb       bbbbbbb
     bbbbbb      bbbbbb
     bbbbb       bbbbb
     bbbbbb      bbbbb
     bbbbbbb     bbbbbb


--- fields
a = 2FA code
b = recovery phrase
