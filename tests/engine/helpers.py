"""Build positions by hand and fix the dice, for rule tests."""
from __future__ import annotations

from greenthings.engine import Options, State, apply, legal_actions
from greenthings.engine.pieces import hold, place_monster
from greenthings.engine.rules import to_play
from greenthings.engine.state import ABOARD, DEAD
from greenthings.engine.tables import CHITS, CREW_BY_ID


class FixedDice:
    """Dice that give the values listed, in order (index() too)."""

    def __init__(self, values):
        self.values = list(values)
        self.draws = 0
        self.seed = 0

    def _next(self):
        self.draws += 1
        if not self.values:
            raise AssertionError("the test ran out of fixed dice")
        return self.values.pop(0)

    def d6(self):
        return self._next()

    def roll(self, n):
        return [self._next() for _ in range(n)]

    def index(self, n):
        v = self._next()
        assert 0 <= v < n, (v, n)
        return v

    def clone(self):
        return FixedDice(self.values)

    def to_json(self):
        return {"seed": 0, "draws": self.draws}


def position(crew: dict, monsters: list[tuple[str, str]] = (), held: dict | None = None,
             phase: str = "crew-attack", known: dict | None = None, round_: int = 3,
             lying: dict | None = None) -> tuple[State, dict]:
    """A state in `phase` with the given crew {id: area} (the rest dead),
    monsters [(stage, area)], weapons held {crew: weapon id} and known effects.
    Other weapons lie in their start areas. Returns (state, {label: monster id})."""
    s = State.new(0)
    s.phase, s.round = phase, round_
    for c in CREW_BY_ID:
        if c in crew:
            s.status[c], s.loc[c] = ABOARD, crew[c]
        else:
            s.status[c], s.loc[c] = DEAD, None
    for w in s.wloc:
        s.wloc[w] = s.map.weapon_starts[w.rsplit("-", 1)[0]][0]
    for c, w in (held or {}).items():
        hold(s, c, w)
    for w, area in (lying or {}).items():
        s.wloc[w] = area
    ids = {}
    counts: dict[str, int] = {}
    for stage, area in monsters:
        m = place_monster(s, stage, area)
        counts[stage] = counts.get(stage, 0) + 1
        ids[f"{stage}{counts[stage]}"] = m
    s.known = dict(known or {})
    cup = list(CHITS)
    for chit in s.known.values():
        cup.remove(chit)
    s.cup = cup
    s.to_play = to_play(s)
    return s, ids


def play(s: State, *actions):
    events = []
    for a in actions:
        assert a in legal_actions(s), f"{a} not legal in {s.phase}: {legal_actions(s)}"
        events.extend(apply(s, a))
    return events


def species_position(species: str, crew: dict, monsters: list[tuple[str, str]], phase: str, dice=()):
    """A state of `species` in `phase`: crew {id: area} (the rest dead),
    monsters [(stage, area)], weapons in their start areas, fixed dice.
    Returns (state, [monster ids])."""
    s = State.new(0, Options(species=species))
    s.phase, s.round = phase, 3
    for c in CREW_BY_ID:
        s.status[c], s.loc[c] = (ABOARD, crew[c]) if c in crew else (DEAD, None)
    for w in s.wloc:
        s.wloc[w] = s.map.weapon_starts[w.rsplit("-", 1)[0]][0]
    ids = [place_monster(s, stage, area) for stage, area in monsters]
    s.dice = FixedDice(dice)
    s.to_play = to_play(s)
    return s, ids


# Random play by kind of action: each decision first picks a kind of action
# (move, attack, board, end-phase ...), then one of that kind, so phases end
# and games are short (a couple of hundred actions); the self-destruct comes
# late and boarding a boat early, so many games reach the Epilogue.
PLAY_WEIGHTS = {"self-destruct": 0.2, "board": 5.0, "boat-home": 5.0}


def by_kind(rng, actions):
    """One of `actions`, for random play by kind of action (see PLAY_WEIGHTS)."""
    kinds = sorted({a.type for a in actions})
    kind = rng.choices(kinds, [PLAY_WEIGHTS.get(k, 1.0) for k in kinds])[0]
    return rng.choice([a for a in actions if a.type == kind])
