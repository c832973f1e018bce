"""The sound effects, synthesized with numpy (imported only when a sound is
first played, so the game starts fast)."""
from __future__ import annotations

from typing import Callable

import numpy as np

RATE = 44100


def _env(n: int, attack: float = 0.005, decay: float = 6.0) -> np.ndarray:
    t = np.arange(n) / RATE
    a = np.clip(t / max(attack, 1e-4), 0, 1)
    return a * np.exp(-decay * t)


def dice_rattle(rng: np.random.Generator) -> np.ndarray:
    """Dice knocking in a cup then clattering out: many short clicks."""
    dur = 0.55
    n = int(RATE * dur)
    out = np.zeros(n)
    times = np.sort(rng.uniform(0, dur - 0.05, 26) ** 1.3 / (dur ** 0.3))
    for k, t0 in enumerate(times):
        m = int(RATE * 0.018)
        start = int(t0 * RATE)
        if start + m >= n:
            continue
        freq = rng.uniform(1800, 4200)
        tt = np.arange(m) / RATE
        click = (np.sin(2 * np.pi * freq * tt) * 0.6 + rng.normal(0, 0.5, m)) * np.exp(-tt * 260)
        out[start:start + m] += click * rng.uniform(0.35, 1.0) * (1.0 - 0.5 * k / len(times))
    return out * 0.5


def kill_sound(rng: np.random.Generator) -> np.ndarray:
    """A squelchy falling growl."""
    n = int(RATE * 0.45)
    t = np.arange(n) / RATE
    freq = 320 * np.exp(-t * 5) + 60
    phase = 2 * np.pi * np.cumsum(freq) / RATE
    tone = np.sign(np.sin(phase)) * 0.35 + np.sin(phase * 0.5) * 0.4
    noise = rng.normal(0, 0.3, n)
    kernel = np.ones(24) / 24
    noise = np.convolve(noise, kernel, mode="same")
    return (tone + noise * 2.0) * _env(n, 0.004, 7.0) * 0.7


def hatch_sound(rng: np.random.Generator) -> np.ndarray:
    """A pneumatic hiss and a clunk: the hatch opens."""
    n = int(RATE * 0.38)
    t = np.arange(n) / RATE
    hiss = rng.normal(0, 1, n)
    hiss = hiss - np.convolve(hiss, np.ones(6) / 6, mode="same")  # brighter
    hiss *= np.exp(-t * 9) * 0.25
    thunk = np.sin(2 * np.pi * (90 + 40 * np.exp(-t * 30)) * t) * np.exp(-t * 22) * 0.8
    return hiss + thunk


def chit_sound(rng: np.random.Generator) -> np.ndarray:
    """A bright two-note chime: an effect chit is revealed."""
    n = int(RATE * 0.5)
    t = np.arange(n) / RATE
    out = np.zeros(n)
    for k, f in enumerate((660.0, 990.0)):
        start = int(k * 0.09 * RATE)
        tt = t[: n - start]
        note = (np.sin(2 * np.pi * f * tt) + 0.3 * np.sin(2 * np.pi * 2 * f * tt)) * np.exp(-tt * 7)
        out[start:] += note * 0.45
    return out


def click_sound(rng: np.random.Generator) -> np.ndarray:
    n = int(RATE * 0.04)
    t = np.arange(n) / RATE
    return np.sin(2 * np.pi * 1200 * t) * np.exp(-t * 160) * 0.35


SYNTHS: dict[str, Callable[[np.random.Generator], np.ndarray]] = {
    "dice": dice_rattle,
    "kill": kill_sound,
    "hatch": hatch_sound,
    "chit": chit_sound,
    "click": click_sound,
}
