"""Drawing: the ship, tokens, panels, dice, weapon pictures, fonts and colours."""
