# A bank: the balance, the account number and who the money went to are sensitive;
# dates and labels are not.
name: Bank
icon: $
accent: #006A4E
background: #F2F2F7
foreground: #1C1C1E
palette: a=#006A4E g=#8E8E93 w=#FFFFFF
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
