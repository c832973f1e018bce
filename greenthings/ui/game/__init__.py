"""The game as the window sees it, with no pygame: the session, saves, settings, prompts and confirmations."""
