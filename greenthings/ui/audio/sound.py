"""Sound effects synthesized in code (no sound files to license).

:class:`SoundBank` makes its sounds on first use (see :mod:`greenthings.ui.audio.synth`)
and plays them at the volume from the settings.  Each sound is handed to the
mixer as a small 16-bit mono WAV made in memory: SDL converts it to whatever
rate and channels the mixer opened with.  When the mixer cannot start (no
audio device, a dummy driver, pygame built without sound) every call quietly
does nothing.
"""
from __future__ import annotations

import io
import logging
import random
import sys
import wave
import zlib
from array import array
from typing import Callable

from greenthings.ui.audio.synth import RATE, SYNTHS

logger = logging.getLogger(__name__)

NAMES = tuple(SYNTHS)  # dice, kill, hatch, chit, click, phase


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
        """Synthesize every sound in a background thread (the synthesis then
        never delays a click)."""
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
        import pygame

        return pygame.mixer.Sound(file=io.BytesIO(wav_bytes(name)))

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


def wav_bytes(name: str) -> bytes:
    """Effect ``name`` as a WAV file: mono, 16-bit, :data:`RATE` Hz, its peak
    at 90% of full scale.  The same bytes every time (seeded by the name)."""
    samples = SYNTHS[name](random.Random(zlib.crc32(name.encode())))
    scale = 0.9 * 32767 / (max(map(abs, samples)) or 1.0)
    pcm = array("h", (round(x * scale) for x in samples))
    if sys.byteorder == "big":
        pcm.byteswap()  # WAV samples are little-endian
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return out.getvalue()
