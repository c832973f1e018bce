"""The sound effects, synthesized in plain Python (no sound files to license).

Each synth takes a seeded :class:`random.Random` and returns the samples of
one mono sound at :data:`RATE` as floats (about -1..1).  Plain Python instead
of numpy keeps numpy (and its 40 MB of libraries) out of the packaged game;
all six sounds take about 0.1 s to make, once, in a background thread.
"""
from __future__ import annotations

import math
import random
from typing import Callable

RATE = 44100
TAU = 2 * math.pi


def _envelope(n: int, attack: float = 0.005, decay: float = 6.0) -> list[float]:
    """A linear attack of ``attack`` seconds, then an exponential decay."""
    attack = max(attack, 1e-4)
    return [min(i / RATE / attack, 1.0) * math.exp(-decay * i / RATE) for i in range(n)]


def _moving_average(xs: list[float], width: int) -> list[float]:
    """The mean of ``width`` samples around each one (zeros beyond the ends),
    like ``numpy.convolve(xs, ones(width) / width, mode="same")``."""
    prefix = [0.0]
    for x in xs:
        prefix.append(prefix[-1] + x)
    n, ahead = len(xs), (width - 1) // 2  # the window is xs[i + ahead - width + 1 : i + ahead + 1]
    return [(prefix[min(n, i + ahead + 1)] - prefix[max(0, i + ahead + 1 - width)]) / width
            for i in range(n)]


def dice_rattle(rng: random.Random) -> list[float]:
    """Dice knocking in a cup then clattering out: many short clicks."""
    dur = 0.55
    n = int(RATE * dur)
    out = [0.0] * n
    times = sorted(rng.uniform(0, dur - 0.05) ** 1.3 / dur ** 0.3 for _ in range(26))
    m = int(RATE * 0.018)
    for k, t0 in enumerate(times):
        start = int(t0 * RATE)
        if start + m >= n:
            continue
        w = TAU * rng.uniform(1800, 4200) / RATE
        gain = 0.5 * rng.uniform(0.35, 1.0) * (1.0 - 0.5 * k / len(times))
        for i in range(m):
            click = (math.sin(w * i) * 0.6 + rng.gauss(0, 0.5)) * math.exp(-260 * i / RATE)
            out[start + i] += click * gain
    return out


def kill_sound(rng: random.Random) -> list[float]:
    """A squelchy falling growl."""
    n = int(RATE * 0.45)
    noise = _moving_average([rng.gauss(0, 0.3) for _ in range(n)], 24)
    env = _envelope(n, 0.004, 7.0)
    out, phase = [], 0.0
    for i in range(n):
        phase += TAU * (320 * math.exp(-5 * i / RATE) + 60) / RATE
        square = math.copysign(1.0, math.sin(phase)) * 0.35
        tone = square + math.sin(phase * 0.5) * 0.4
        out.append((tone + noise[i] * 2.0) * env[i] * 0.7)
    return out


def hatch_sound(rng: random.Random) -> list[float]:
    """A pneumatic hiss and a clunk: the hatch opens."""
    n = int(RATE * 0.38)
    white = [rng.gauss(0, 1) for _ in range(n)]
    smooth = _moving_average(white, 6)
    out = []
    for i in range(n):
        t = i / RATE
        hiss = (white[i] - smooth[i]) * math.exp(-9 * t) * 0.25  # brighter: the lows taken out
        thunk = math.sin(TAU * (90 + 40 * math.exp(-30 * t)) * t) * math.exp(-22 * t) * 0.8
        out.append(hiss + thunk)
    return out


def chit_sound(rng: random.Random) -> list[float]:
    """A bright two-note chime: an effect chit is revealed."""
    n = int(RATE * 0.5)
    out = [0.0] * n
    for k, f in enumerate((660.0, 990.0)):
        start = int(k * 0.09 * RATE)
        w = TAU * f / RATE
        for i in range(n - start):
            note = (math.sin(w * i) + 0.3 * math.sin(2 * w * i)) * math.exp(-7 * i / RATE)
            out[start + i] += note * 0.45
    return out


def click_sound(rng: random.Random) -> list[float]:
    n = int(RATE * 0.04)
    w = TAU * 1200 / RATE
    return [math.sin(w * i) * math.exp(-160 * i / RATE) * 0.35 for i in range(n)]


def phase_sound(rng: random.Random) -> list[float]:
    """A wobbling rising whine: a monster seeps through a wall."""
    n = int(RATE * 0.45)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = 220 + 520 * t + 40 * math.sin(TAU * 14 * t)
        phase += TAU * f / RATE
        swell = math.sin(math.pi * i / n)
        out.append((math.sin(phase) + 0.4 * math.sin(1.5 * phase)) * swell * 0.3)
    return out


SYNTHS: dict[str, Callable[[random.Random], list[float]]] = {
    "dice": dice_rattle,
    "kill": kill_sound,
    "hatch": hatch_sound,
    "chit": chit_sound,
    "click": click_sound,
    "phase": phase_sound,
}
