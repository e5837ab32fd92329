# Article 000's app, Medical ID Record: the record a user least wants seen over their
# shoulder. Values are sensitive; the captions are not.
name: Medical ID
icon: +
accent: #FF3B30
background: #F2F2F7
foreground: #1C1C1E
palette: r=#FF3B30 g=#8E8E93 w=#FFFFFF
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
