# Article 000's app, Medical ID Record: the record a user least wants seen over their
# shoulder. Values are sensitive; the captions are not.
# On a whole iPad (regular width) a sidebar and a detail pane, as the Health app has them.
name: Medical ID
icon: +
accent: #FF3B30
background: #F2F2F7
foreground: #1C1C1E
palette: r=#FF3B30 g=#8E8E93 w=#FFFFFF s=#E5E5EA
--- screen

 Done     Medical ID     Edit

  ┌────┐ Jane Appleseed
  │ JA │ Date of Birth
  └────┘ 14 March 1986
 ┌──────────────────────────┐
 │ Blood Type            O+ │
 ├──────────────────────────┤
 │ Allergies                │
 │ Penicillin, peanuts      │
 ├──────────────────────────┤
 │ Medications              │
 │ Lisinopril 10 mg daily   │
 │ Sertraline 50 mg         │
 ├──────────────────────────┤
 │ Emergency Contact        │
 │ Mark Appleseed (spouse)  │
 │ +1 (415) 555-0132        │
 └──────────────────────────┘

  Organ Donor            Yes
--- colors

RRRRRRRRRRRRRRRRRRRRRRRRRRRRRR




..WWWWWWWWWWWWWWWWWWWWWWWWWW
..WWWWWWWWWWWWWWWWWWWWWWWWWW
..WWWWWWWWWWWWWWWWWWWWWWWWWW
..WWWWWWWWWWWWWWWWWWWWWWWWWW
..WWWWWWWWWWWWWWWWWWWWWWWWWW
..WWWWWWWWWWWWWWWWWWWWWWWWWW
..WWWWWWWWWWWWWWWWWWWWWWWWWW
..WWWWWWWWWWWWWWWWWWWWWWWWWW
..WWWWWWWWWWWWWWWWWWWWWWWWWW
..WWWWWWWWWWWWWWWWWWWWWWWWWW
..WWWWWWWWWWWWWWWWWWWWWWWWWW
..WWWWWWWWWWWWWWWWWWWWWWWWWW
..WWWWWWWWWWWWWWWWWWWWWWWWWW
..WWWWWWWWWWWWWWWWWWWWWWWWWW
--- colors

wwwwwwwwwwwwwwwwwwwwwwwwwwwwww

..gggggg
..g.rr.g.ggggggggggggg
..gggggg
.gggggggggggggggggggggggggggg
.g.gggggggggg............rr.g
.gggggggggggggggggggggggggggg
.g.ggggggggg................g
.g..........................g
.gggggggggggggggggggggggggggg
.g.ggggggggggg..............g
.g..........................g
.g..........................g
.gggggggggggggggggggggggggggg
.g.ggggggggggggggggg........g
.g..........................g
.g..........................g
.gggggggggggggggggggggggggggg

..ggggggggggg
--- mask



.........aaaaaaaaaaaaaa
....aa
.........bbbbbbbbbbbbb

.........................cc


...ddddddddddddddddddd


...eeeeeeeeeeeeeeeeeeeeee
...eeeeeeeeeeeeeeee


...fffffffffffffffffffffff
...fffffffffffffffff


.........................ggg
--- fields
a = name
b = date of birth
c = blood type
d = allergies
e = medications
f = emergency contact
g = organ donor
h = conditions
i = age and city
--- regular-screen

 Health             │ Done          Medical ID           Edit
                    │
 Jane Appleseed     │  ┌────┐ Jane Appleseed
 Age 39, Dallas     │  │ JA │ Date of Birth
                    │  └────┘ 14 March 1986
 Summary            │ ┌─────────────────────────────────────┐
 Medical ID         │ │ Blood Type                       O+ │
 Sharing            │ ├─────────────────────────────────────┤
                    │ │ Allergies       Penicillin, peanuts │
 Conditions         │ ├─────────────────────────────────────┤
 Type 1 diabetes    │ │ Medications  Lisinopril 10 mg daily │
 Depression         │ │                    Sertraline 50 mg │
                    │ ├─────────────────────────────────────┤
 Emergency contact  │ │ Emergency Contact                   │
 Mark Appleseed     │ │ Mark Appleseed (spouse)             │
 +1 (415) 555-0132  │ │                   +1 (415) 555-0132 │
                    │ └─────────────────────────────────────┘
                    │
                    │  Organ Donor                       Yes
                    │
                    │
--- regular-colors

SSSSSSSSSSSSSSSSSSSS.RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
SSSSSSSSSSSSSSSSSSSS
SSSSSSSSSSSSSSSSSSSS
SSSSSSSSSSSSSSSSSSSS
SSSSSSSSSSSSSSSSSSSS
SSSSSSSSSSSSSSSSSSSS...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
RRRRRRRRRRRRRRRRRRRR...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS
SSSSSSSSSSSSSSSSSSSS
SSSSSSSSSSSSSSSSSSSS
SSSSSSSSSSSSSSSSSSSS
SSSSSSSSSSSSSSSSSSSS
--- regular-colors

rrrrrrrrrrrrrrrrrrrr.wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
....................g
....................g..gggggg
ggggggggggggggggggggg..gggggg.ggggggggggggg
....................g..gggggg
....................g.ggggggggggggggggggggggggggggggggggggggg
wwwwwwwwwwwwwwwwwwwwg.gggggggggggggggggggggggggggggggggggrrgg
....................g.ggggggggggggggggggggggggggggggggggggggg
....................g.gggggggggggg.........................gg
ggggggggggggggggggggg.ggggggggggggggggggggggggggggggggggggggg
....................g.gggggggggggggg.......................gg
....................g.ggg..................................gg
....................g.ggggggggggggggggggggggggggggggggggggggg
ggggggggggggggggggggg.ggggggggggggggggggggggggggggggggggggggg
....................g.ggg..................................gg
....................g.ggg..................................gg
....................g.ggggggggggggggggggggggggggggggggggggggg
....................g
....................g..ggggggggggg
....................g
....................g
--- regular-mask



 aaaa aaaaaaaaa               aaaa aaaaaaaaa
 iii iii iiiiii
                              bb bbbbb bbbb

                                                         cc

                                        ddddddddddd ddddddd

 hhhh h hhhhhhhh                     eeeeeeeeee ee ee eeeee
 hhhhhhhhhh                                eeeeeeeeee ee ee


 ffff fffffffff         ffff fffffffff ffffffff
 ff fffff ffffffff                        ff fffff ffffffff


                                                         ggg
