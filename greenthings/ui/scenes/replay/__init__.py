"""Watching a game again (scene.py), its controls (controls.py) and its pace (pacing.py)."""
from greenthings.ui.scenes.replay.scene import ReplayScene  # noqa: F401
