"""The help overlay's table is the whole keyboard: every intent is listed,
and the key it names produces that intent."""
from __future__ import annotations

import pygame

from greenthings.ui.intents import SHORTCUTS, Intent, intent_of

from .driver import key_event


def test_every_intent_is_listed_once():
    listed = [row[0] for row in SHORTCUTS]
    assert sorted(i.value for i in listed) == sorted(i.value for i in Intent)


def test_the_replay_keys_step_and_jump():
    for key, intent in ((pygame.K_LEFT, Intent.STEP_BACK), (pygame.K_RIGHT, Intent.STEP_FORWARD),
                        (pygame.K_HOME, Intent.TO_START), (pygame.K_END, Intent.TO_END)):
        assert intent_of(key_event(key)) is intent
        row = next(r for r in SHORTCUTS if r[0] is intent)
        assert "replay" in row[3]
