# The sample app of article 000 ("Hide Sensitive Information in the iOS App Switcher
# Snapshot Image"): an empty white screen with one label, all of it secret.
name: Super Secret Information
icon: !
accent: #007AFF
background: #FFFFFF
foreground: #000000
--- screen









          S u p e r

         S e c r e t

    I n f o r m a t i o n
--- mask









..........a.a.a.a.a

.........a.a.a.a.a.a

....a.a.a.a.a.a.a.a.a.a.a
--- fields
a = secret
