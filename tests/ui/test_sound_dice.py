from __future__ import annotations

import io
import math
import random
import wave

import pygame

from greenthings.ui.draw.dice import DiceRoll, die_face
from greenthings.ui.audio.sound import NAMES, SoundBank, wav_bytes
from greenthings.ui.audio.synth import RATE, SYNTHS


def test_synthesized_sounds_are_sane():
    for name in NAMES:
        samples = SYNTHS[name](random.Random(1))
        assert 0.03 < len(samples) / RATE < 1.0
        assert all(math.isfinite(x) for x in samples)
        assert max(map(abs, samples)) > 0.01


def test_sounds_are_mono_16_bit_wavs_that_the_mixer_loads():
    started_here = not pygame.mixer.get_init()
    if started_here:
        pygame.mixer.init(frequency=RATE, size=-16, channels=2)
    try:
        for name in NAMES:
            data = wav_bytes(name)
            assert data == wav_bytes(name)  # seeded: the same sound every time
            with wave.open(io.BytesIO(data)) as w:
                assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
                frames = w.getnframes()
            sound = pygame.mixer.Sound(file=io.BytesIO(data))
            assert abs(sound.get_length() - frames / RATE) < 0.01
    finally:
        if started_here:
            pygame.mixer.quit()


def test_sound_bank_is_harmless_without_audio():
    bank = SoundBank(0.5, enabled=False)
    bank.play("dice")
    assert bank.played == ["dice"]
    muted = SoundBank(lambda: 0.0)
    muted.play("kill")  # silent, never raises


def test_dice_tumble_then_show_the_real_values():
    roll = DiceRoll([6, 1, 3], speed=1.0, seed=4)
    assert not roll.landed
    roll.update(0.3)
    assert not roll.landed
    roll.update(0.31)
    assert roll.landed and roll.faces() == [6, 1, 3] and roll.total == 10
    fast = DiceRoll([2], speed=4.0)
    fast.update(0.16)
    assert fast.landed  # the animation speed scales the roll
    skipped = DiceRoll([5, 5])
    skipped.skip()
    assert skipped.faces() == [5, 5]


def test_die_faces_have_pips():
    pygame.init()
    face = die_face(5, 40, green=False)
    dark = sum(1 for x in range(40) for y in range(40) if face.get_at((x, y))[:3] == (26, 30, 38))
    assert dark > 20
