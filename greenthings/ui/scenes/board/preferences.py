"""Settings the player changes with a key while playing (kept at once):
the animation speed and whether room names show over the pieces."""
from __future__ import annotations

from greenthings.ui.game.settings import ANIMATION_SPEEDS


def change_speed(settings, step: int) -> str:
    """One step faster (+1) or slower (-1) along the speeds on offer."""
    speeds = list(ANIMATION_SPEEDS)
    cur = min(range(len(speeds)), key=lambda i: abs(speeds[i] - settings.animation_speed))
    settings.animation_speed = speeds[max(0, min(len(speeds) - 1, cur + step))]
    return f"Animation speed: x{settings.animation_speed:g}"


def toggle_names_on_top(settings) -> str:
    settings.names_on_top = not settings.names_on_top
    return "Room names show over the pieces (N)" if settings.names_on_top else "Pieces show over the room names (N)"
