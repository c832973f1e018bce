"""When the replay moves on by itself: playing or paused, at 1x, 2x or 4x.
A step starts once the last one's events have played and a short pause has
passed (both shorten with the speed).  No pygame here."""
from __future__ import annotations

SPEEDS = (1, 2, 4)
PAUSE = 0.3  # seconds between one step's last event and the next step, at 1x


class Pacing:
    def __init__(self, speed: int = 1) -> None:
        self.playing = False
        self.speed = speed if speed in SPEEDS else SPEEDS[0]
        self._wait = 0.0

    def play(self) -> None:
        self.playing = True
        self._wait = 0.0  # the first step goes at once

    def pause(self) -> None:
        self.playing = False

    def toggle(self) -> None:
        self.pause() if self.playing else self.play()

    def set_speed(self, speed: int) -> None:
        if speed in SPEEDS:
            self.speed = speed

    def due(self, dt: float, busy: bool) -> bool:
        """Time has passed: is the next step due?  Never while events still play."""
        if not self.playing:
            return False
        if busy:
            self._wait = PAUSE / self.speed
            return False
        self._wait -= dt
        if self._wait > 0:
            return False
        self._wait = PAUSE / self.speed
        return True
