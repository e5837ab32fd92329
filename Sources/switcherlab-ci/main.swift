import SwitcherCommands

SwitcherLabCI.main()
