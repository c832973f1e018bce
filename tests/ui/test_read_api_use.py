"""What the UI added to the engine's read API, and the UI's words built on it."""
from __future__ import annotations

from tests.engine.helpers import position

from greenthings.engine import PHASES, learned_effect
from greenthings.ui.game.prompts import is_setup, phase_title


def test_learned_effect_by_type_counter_and_setting():
    s, _ = position({"cook": "galley"}, known={"knife": "kill4", "comm-beamer:low": "stun5"})
    assert learned_effect(s, "knife") == "kill4"
    assert learned_effect(s, "knife-2") == "kill4"
    assert learned_effect(s, "comm-beamer", "low") == "stun5"
    assert learned_effect(s, "comm-beamer") is None
    assert learned_effect(s, "acid") is None


def test_phase_words_are_the_engines():
    for phase, info in PHASES.items():
        assert phase_title(phase) == info.title
        assert is_setup(phase) == info.setup
    assert is_setup("discovery") and not is_setup("crew-move")
