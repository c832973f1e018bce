"""The board scene (setup and play on the ship map) and its collaborators.
:class:`~.scene.BoardScene` owns one of each and wires them with callbacks:

- ``offer.Offer``: what the player may do now (made afresh for each position);
- ``selection.Selection``: the player's pick (piece, group, chooser, sub key, hint);
- ``clicks``: what a press, a click or a dropped stack means;
- ``group_moves.GroupMoves``: several pieces (or steps) in one gesture, undone as one;
- ``reach``: a piece's whole reach this phase, step by step through the engine's moves;
- ``picture``: what the map shows (tokens, lit areas, rings);
- ``events.EventPlayer``: dice, banners, flying pieces, the log's reveal;
- ``shown.ShownGame``: the game as the board shows it, never ahead of the dice;
- ``side_panel.SidePanel``: guidance, action buttons, the weapons display;
- ``bar.PhaseBar``: whose turn, the phase, the prompt, Menu/Undo/Hint/End phase;
- ``computer.ComputerDriver``: the bot's moves (paced) and hints;
- ``pointer.Pointer``: the mouse over the map (hover, drag, crowded rooms);
- ``painter.BoardPainter``: paints a ``Frame`` (the map, the trays, the grouped log, the tooltip
  placed by ``tooltip_place``);
- ``recap.Recap``: the other side's last turn, summed up and marked until the player acts;
- ``usual_setup.UsualSetup``: the rest of a setup planned the usual way, shown, changed, then played;
- ``keys``: what each key does on the board;
- ``layout``, ``preferences``, ``saving``: where things go, keys that change a setting, saving.
"""
from greenthings.ui.scenes.board.offer import actor_of, sub_key, target_area, target_piece
from greenthings.ui.scenes.board.scene import BoardScene

__all__ = ["BoardScene", "actor_of", "sub_key", "target_area", "target_piece"]
