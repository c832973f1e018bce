"""The board scene (setup and play on the ship map) and its collaborators;
see :mod:`greenthings.ui.scenes.board.scene`."""
from greenthings.ui.scenes.board.offer import actor_of, sub_key, target_area, target_piece
from greenthings.ui.scenes.board.picture import ACTOR_HINT
from greenthings.ui.scenes.board.scene import BoardScene

__all__ = ["ACTOR_HINT", "BoardScene", "actor_of", "sub_key", "target_area", "target_piece"]
