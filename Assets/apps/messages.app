# A conversation: who it is with and every word in the bubbles are sensitive.
name: Messages
icon: @
accent: #007AFF
background: #FFFFFF
foreground: #1C1C1E
palette: b=#007AFF g=#8E8E93 w=#FFFFFF l=#E9E9EB
--- screen

 ‹ 12   Anna Kowalski     (i)
          Today 9:41
 ╭──────────────────╮
 │ Did you get your │
 │ test results?    │
 ╰──────────────────╯
         ╭──────────────────╮
         │ Yes. Positive.   │
         │ Off work 2 weeks │
         ╰──────────────────╯
 ╭──────────────────╮
 │ Door code 4471#, │
 │ key is under the │
 │ blue pot.        │
 ╰──────────────────╯
                  ╭─────────╮
                  │ Thanks! │
                  ╰─────────╯
 ╭──────────────────────╮
 │ iMessage             │ (↑)
 ╰──────────────────────╯
--- colors

BBBBBBBBBBBBBBBBBBBBBBBBBBBBBB


..LLLLLLLLLLLLLLLLLL
..LLLLLLLLLLLLLLLLLL


..........BBBBBBBBBBBBBBBBBB
..........BBBBBBBBBBBBBBBBBB


..LLLLLLLLLLLLLLLLLL
..LLLLLLLLLLLLLLLLLL
..LLLLLLLLLLLLLLLLLL


...................BBBBBBBBB
--- colors

wwwwwwwwwwwwwwwwwwwwwwwwwwwwww
..........gggggggggg
.gggggggggggggggggggg
.g..................g
.g..................g
.gggggggggggggggggggg
.........bbbbbbbbbbbbbbbbbbbb
.........bwwwwwwwwwwwwwwwwwwb
.........bwwwwwwwwwwwwwwwwwwb
.........bbbbbbbbbbbbbbbbbbbb
.gggggggggggggggggggg
.g..................g
.g..................g
.g..................g
.gggggggggggggggggggg
..................bbbbbbbbbbb
..................bwwwwwwwwwb
..................bbbbbbbbbbb
.gggggggggggggggggggggggg
.g.gggggggg.............g.bbb
.gggggggggggggggggggggggg
--- mask

........aaaaaaaaaaaaa


...bbbbbbbbbbbbbbbb
...bbbbbbbbbbbbb


...........bbbbbbbbbbbbbb
...........bbbbbbbbbbbbbbbb


...bbbbbbbbbbbbbbbb
...bbbbbbbbbbbbbbbb
...bbbbbbbbb


....................bbbbbbb
--- fields
a = contact
b = messages
