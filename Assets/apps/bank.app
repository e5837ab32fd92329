# A bank: the balance, the account number and who the money went to are sensitive;
# dates and labels are not.
# On a whole iPad (regular width) a sidebar of accounts and payees, and the detail.
name: Bank
icon: $
accent: #006A4E
background: #F2F2F7
foreground: #1C1C1E
palette: a=#006A4E g=#8E8E93 w=#FFFFFF s=#E5E5EA
--- screen

 ≡           Bank     Log out

  Good morning, Jane
 ┌──────────────────────────┐
 │ Everyday Checking        │
 │ 0412 7781 4821 9035      │
 │                          │
 │ Available balance        │
 │ $12,480.37               │
 └──────────────────────────┘
  Recent transactions
 ┌──────────────────────────┐
 │ 06/03 Safeway     -84.12 │
 │ 06/02 Salary   +3,205.00 │
 │ 06/01 Rent     -1,850.00 │
 │ 05/31 Pharmacy    -23.40 │
 │ 05/30 Uber        -17.65 │
 │ 05/29 To M. Lee  -250.00 │
 │ 05/28 Netflix     -15.49 │
 └──────────────────────────┘
  Accounts   Pay   Cards  More
--- colors

AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA


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
..WWWWWWWWWWWWWWWWWWWWWWWWWW
..WWWWWWWWWWWWWWWWWWWWWWWWWW
--- colors

wwwwwwwwwwwwwwwwwwwwwwwwwwwwww

................aaaa
.gggggggggggggggggggggggggggg
.g.ggggggggggggggggg........g
.g..........................g
.g..........................g
.g.ggggggggggggggggg........g
.g..........................g
.gggggggggggggggggggggggggggg
..ggggggggggggggggggg
.gggggggggggggggggggggggggggg
.g.ggggg....................g
.g.ggggg..........aaaaaaaaa.g
.g.ggggg....................g
.g.ggggg....................g
.g.ggggg....................g
.g.ggggg....................g
.g.ggggg....................g
.gggggggggggggggggggggggggggg
..aaaaaaaa...ggg...ggggg..gggg
--- mask



................aaaa


...bbbbbbbbbbbbbbbbbbb


...cccccccccc



.........ddddddd.....eeeeee
.........dddddd...eeeeeeeee
.........dddd.....eeeeeeeee
.........dddddddd....eeeeee
.........dddd........eeeeee
.........ddddddddd..eeeeeee
.........ddddddd.....eeeeee
--- fields
a = account holder
b = account number
c = balance
d = payees
e = amounts
--- regular-screen

 Accounts           │ ≡                Bank           Log out
                    │
 Everyday Checking  │  Good morning, Jane
 $12,480.37         │ ┌─────────────────────────────────────┐
 Savings            │ │ Everyday Checking                   │
 $48,200.00         │ │ 0412 7781 4821 9035                 │
 Visa Signature     │ │ Available balance        $12,480.37 │
 -$1,322.18         │ └─────────────────────────────────────┘
                    │  Recent transactions
 Payees             │ ┌─────────────────────────────────────┐
 M. Lee             │ │ 06/03 Safeway                -84.12 │
 Dr. K. Patel       │ │ 06/02 Salary              +3,205.00 │
 Landlord LLC       │ │ 06/01 Rent                -1,850.00 │
                    │ │ 05/31 Pharmacy               -23.40 │
                    │ │ 05/30 Uber                   -17.65 │
                    │ │ 05/29 To M. Lee             -250.00 │
                    │ │ 05/28 Netflix                -15.49 │
                    │ └─────────────────────────────────────┘
 Pay   Cards  More  │
                    │
                    │
--- regular-colors

SSSSSSSSSSSSSSSSSSSS.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
SSSSSSSSSSSSSSSSSSSS
AAAAAAAAAAAAAAAAAAAA
AAAAAAAAAAAAAAAAAAAA...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS...WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
SSSSSSSSSSSSSSSSSSSS
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
--- regular-colors

aaaaaaaaaaaaaaaaaaaa.wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww
....................g
wwwwwwwwwwwwwwwwwwwwg
wwwwwwwwwwwwwwwwwwwwg.ggggggggggggggggggggggggggggggggggggggg
ggggggggggggggggggggg.ggg..................................gg
....................g.ggg..................................gg
ggggggggggggggggggggg.gggggggggggggggggggggg...............gg
....................g.ggggggggggggggggggggggggggggggggggggggg
......................ggggggggggggggggggggggggggggggggggggggg
ggggggggggggggggggggg.ggggggggggggggggggggggggggggggggggggggg
....................g.ggggggggg............................gg
....................g.ggggggggg..................aaaaaaaaaagg
....................g.ggggggggg............................gg
....................g.ggggggggg............................gg
....................g.ggggggggg............................gg
....................g.ggggggggg............................gg
....................g.ggggggggg............................gg
....................g.ggggggggggggggggggggggggggggggggggggggg
aaaaaaaaaaaaaaaaaaaag
....................g
....................g
--- regular-mask



                                     aaaa
 cccccccccc

 cccccccccc             bbbb bbbb bbbb bbbb
                                                 cccccccccc
 cccccccccc


 dd ddd                       ddddddd                eeeeee
 ddd dd ddddd                 dddddd              eeeeeeeee
 dddddddd ddd                 dddd                eeeeeeeee
                              dddddddd               eeeeee
                              dddd                   eeeeee
                              dd dd ddd             eeeeeee
                              ddddddd                eeeeee
