import random

import pytest

from greenthings.engine import apply, legal_actions, new_state


def sample_positions(seeds, every=7, cap=60):
    """Positions from random games (both sides, every phase), for quick bot checks."""
    out = []
    for seed in seeds:
        s, _ = new_state(seed)
        r = random.Random(seed)
        i = 0
        while s.phase != "over" and s.round <= cap:
            acts = legal_actions(s)
            if i % every == 0:
                out.append(s.clone())
            apply(s, r.choice(acts))
            i += 1
    return out


@pytest.fixture(scope="session")
def positions():
    return sample_positions(range(3))
