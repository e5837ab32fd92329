# A harmless app: nothing on it is worth hiding, so it has no mask. Every privacy
# strategy still covers it; the audit shows that cost with nothing gained.
name: Weather
icon: ☼
accent: #0B4F9C
background: #2F6FD6
foreground: #FFFFFF
palette: a=#0B4F9C y=#FFD60A l=#B4D4FF
--- screen

           Weather          ≡

          Cupertino
             21°
         Mostly Sunny
         H:24°  L:13°

        '.  .---.  .'
      ---  (     )  ---
        .'  '---'  '.

 ┌──────────────────────────┐
 │ Now  11   12   13   14   │
 │ ☼    ☼    ☼    ≈    ≈    │
 │ 21°  22°  23°  24°  23°  │
 ├──────────────────────────┤
 │ Today  ☼  13° ━━━━━━ 24° │
 │ Tue    ☼  12° ━━━━━  22° │
 │ Wed    ≈  11° ━━━    19° │
 │ Thu    ☼  12° ━━━━━  23° │
 └──────────────────────────┘
--- colors

AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
--- colors





.........llllllllllll
.........llllllllllll

........yy..yyyyy..yy
......yyy..y.....y..yyy
........yy..yyyyy..yy

.llllllllllllllllllllllllllll
.l.llllllllllllllllllllll...l
.l.y....y....y....l....l....l
.l..........................l
.llllllllllllllllllllllllllll
.l........y......yyyyyy.....l
.l........y......yyyyy......l
.l........l......yyy........l
.l........y......yyyyy......l
.llllllllllllllllllllllllllll
