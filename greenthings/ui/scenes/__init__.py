"""One module per scene (menu, new game, settings, rules, how to play, load,
help overlay, message box; setup, board and epilogue over the engine)."""
