"""Sound effects synthesized with numpy (no sound files to license).

:class:`SoundBank` makes its sounds on first use (see :mod:`greenthings.ui.audio.synth`)
and plays them at the volume from the settings.  When the mixer cannot start
(no audio device, a dummy driver, pygame built without sound) every call
quietly does nothing.
"""
from __future__ import annotations

import logging
import zlib
from typing import Callable

logger = logging.getLogger(__name__)

RATE = 44100
NAMES = ("dice", "kill", "hatch", "chit", "click")


class SoundBank:
    """Plays the synthesized effects by name: ``bank.play("dice")``."""

    def __init__(self, volume: Callable[[], float] | float = 0.7, enabled: bool = True) -> None:
        self._volume = volume if callable(volume) else (lambda v=volume: v)
        self._sounds: dict = {}
        self.available = False
        self.played: list[str] = []  # names played, for tests
        if enabled:
            self._init_mixer()

    def _init_mixer(self) -> None:
        try:
            import pygame

            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
            self.available = pygame.mixer.get_init() is not None
        except Exception as exc:  # no device, dummy driver quirks, ...
            logger.info("sound off: %s", exc)
            self.available = False

    def warm_up(self) -> None:
        """Synthesize every sound in a background thread (numpy's import and the
        synthesis then never delay a click)."""
        if not self.available:
            return
        import threading

        def work():
            for name in NAMES:
                try:
                    if name not in self._sounds:
                        self._sounds[name] = self._make(name)
                except Exception as exc:  # pragma: no cover - best effort
                    logger.info("could not prepare %s: %s", name, exc)
                    return

        threading.Thread(target=work, name="sound-warm-up", daemon=True).start()

    @property
    def volume(self) -> float:
        return float(self._volume())

    def _make(self, name: str):
        import numpy as np
        import pygame
        import pygame.sndarray

        from greenthings.ui.audio.synth import SYNTHS

        freq, size, channels = pygame.mixer.get_init()
        mono = SYNTHS[name](np.random.default_rng(zlib.crc32(name.encode())))
        peak = np.max(np.abs(mono)) or 1.0
        mono = mono / peak * 0.9
        if freq != RATE:  # resample to the mixer's rate
            x = np.linspace(0, len(mono) - 1, int(len(mono) * freq / RATE))
            mono = np.interp(x, np.arange(len(mono)), mono)
        bits = abs(size)
        scale = 2 ** (bits - 1) - 1 if bits < 32 else 1.0
        dtype = {8: np.int8, 16: np.int16, 32: np.float32}.get(bits, np.int16)
        data = (mono * scale).astype(dtype)
        if size == 8:  # unsigned 8-bit
            data = (mono * 127 + 128).astype(np.uint8)
        if channels > 1:
            data = np.repeat(data[:, None], channels, axis=1)
        return pygame.sndarray.make_sound(np.ascontiguousarray(data))

    def play(self, name: str) -> None:
        """Play effect ``name`` (dice, kill, hatch, chit, click); never raises."""
        self.played.append(name)
        if len(self.played) > 200:
            del self.played[:100]
        vol = self.volume
        if not self.available or vol <= 0.0 or name not in NAMES:
            return
        try:
            snd = self._sounds.get(name)
            if snd is None:
                snd = self._sounds[name] = self._make(name)
            snd.set_volume(vol)
            snd.play()
        except Exception as exc:
            logger.info("could not play %s: %s", name, exc)
            self.available = False

    def stop(self) -> None:
        try:
            import pygame

            if self.available:
                pygame.mixer.stop()
        except Exception:
            pass
