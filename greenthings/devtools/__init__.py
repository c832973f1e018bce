"""Development harnesses: behaviour fingerprints and other tools for people
working on the code. Nothing here is part of the game."""
