# A conversation: who it is with and every word in the bubbles are sensitive.
# On a whole iPad (regular width) a sidebar of conversations and the open one.
name: Messages
icon: @
accent: #007AFF
background: #FFFFFF
foreground: #1C1C1E
palette: b=#007AFF g=#8E8E93 w=#FFFFFF l=#E9E9EB s=#F2F2F7
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
--- regular-screen

 Messages           │  ‹        Anna Kowalski             (i)
                    │                   Today 9:41
 Anna Kowalski      │ ╭──────────────────────────────╮
 Door code 4471#    │ │ Did you get your test        │
 Dr. Patel          │ │ results?                     │
 Biopsy is benign   │ ╰──────────────────────────────╯
 Mark               │        ╭──────────────────────────────╮
 Lawyer call 3pm    │        │ Yes. Positive. Off work for  │
 Landlord           │        │ two weeks, boss knows.       │
 Rent is late       │        ╰──────────────────────────────╯
                    │ ╭──────────────────────────────╮
                    │ │ Door code 4471#, key is      │
                    │ │ under the blue pot.          │
                    │ ╰──────────────────────────────╯
                    │                             ╭─────────╮
                    │                             │ Thanks! │
                    │                             ╰─────────╯
                    │
                    │ ╭────────────────────────────────╮
                    │ │ iMessage                       │ (↑)
                    │ ╰────────────────────────────────╯
--- regular-colors

SSSSSSSSSSSSSSSSSSSS
SSSSSSSSSSSSSSSSSSSS
BBBBBBBBBBBBBBBBBBBB...LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL
BBBBBBBBBBBBBBBBBBBB...LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL
SSSSSSSSSSSSSSSSSSSS...LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL
SSSSSSSSSSSSSSSSSSSS...LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL
SSSSSSSSSSSSSSSSSSSS.........BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB
SSSSSSSSSSSSSSSSSSSS.........BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB
SSSSSSSSSSSSSSSSSSSS.........BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB
SSSSSSSSSSSSSSSSSSSS.........BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB
SSSSSSSSSSSSSSSSSSSS...LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL
SSSSSSSSSSSSSSSSSSSS...LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL
SSSSSSSSSSSSSSSSSSSS...LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL
SSSSSSSSSSSSSSSSSSSS...LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL
SSSSSSSSSSSSSSSSSSSS..............................BBBBBBBBBBB
SSSSSSSSSSSSSSSSSSSS..............................BBBBBBBBBBB
SSSSSSSSSSSSSSSSSSSS..............................BBBBBBBBBBB
SSSSSSSSSSSSSSSSSSSS
SSSSSSSSSSSSSSSSSSSS
SSSSSSSSSSSSSSSSSSSS
SSSSSSSSSSSSSSSSSSSS
--- regular-colors

.........................................................bbb
....................ggggggggggggggggggggggggggggggggggggggggg
wwwwwwwwwwwwwwwwwwwwg.ggggggggggggggggggggggggggggggggg
wwwwwwwwwwwwwwwwwwwwg.gg..............................g
....................g.gg..............................g
ggggggggggggggggggggg.ggggggggggggggggggggggggggggggggg
....................g........wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
ggggggggggggggggggggg........wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
....................g........wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
ggggggggggggggggggggg........wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
....................g.ggggggggggggggggggggggggggggggggg
....................g.gg..............................g
....................g.gg..............................g
....................g.ggggggggggggggggggggggggggggggggg
....................g.............................wwwwwwwwwww
....................g.............................wwwwwwwwwww
....................g.............................wwwwwwwwwww
....................g
....................g.ggggggggggggggggggggggggggggggggggggggg
....................g.gggggggggggggggggggggggggggggggggggbbbg
....................g.ggggggggggggggggggggggggggggggggggggggg
--- regular-mask

                                aaaa aaaaaaaa

 aaaa aaaaaaaa
 bbbb bbbb bbbbb        bbb bbb bbb bbbb bbbb
 aaa aaaaa              bbbbbbbb
 bbbbbb bb bbbbbb
 aaaa
 bbbbbb bbbb bbb               bbbb bbbbbbbbb bbb bbbb bbb
 aaaaaaaa                      bbb bbbbbb bbbb bbbbbb
 bbbb bb bbbb

                        bbbb bbbb bbbbbb bbb bb
                        bbbbb bbb bbbb bbbb


                                                    bbbbbbb
