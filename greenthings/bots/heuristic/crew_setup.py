"""The crew's choices away from the fighting: stations and spare weapons at
setup, the discovery, picking up and handing over weapons, and where a used
weapon goes back."""
from __future__ import annotations

from greenthings.engine import (
    CREW_BY_ID, chance_at_least, walking_distances, holdings, monster_stages, occupancy, weapons_lying,
)

from ..common import weapon_quality
from .assess import explore
from .outside import unit_grab_value
from .params import HeuristicParams

# the crew's setup: spare weapons, then every crewman's post
CREW_SETUP = ("setup-weapons", "setup-crew")


def setup(s, acts, rng, noise, p: HeuristicParams):
    """Station the crew where the weapons lie, spread over the posts; a
    crewman named in `p.posts` (the search's opening book) at his post there."""
    if explore(rng, noise):
        return rng.choice(acts)
    if p.posts:
        posts = dict(p.posts)
        booked = next((a for a in acts if a.type == "place-crew" and posts.get(a.piece) == a.to), None)
        if booked is not None:
            return booked
    crew, _ = occupancy(s)
    lying = weapons_lying(s)

    def score(a):
        if a.type == "place-crew":
            w = len(lying.get(a.to, ()))
            return (-(w + 0.5 * len(crew.get(a.to, ()))), a.to)
        return (0, a.to or "")
    return min(acts, key=score)


def discovery(s, acts, rng, noise, p: HeuristicParams):
    """Walk in only where no monster moves and the fight looks worth it."""
    if explore(rng, noise):
        return rng.choice(acts)
    _, mons = occupancy(s)
    specs = monster_stages(s)
    best, bv = None, p.discovery_min
    for a in acts:
        if a.type != "discover":
            continue
        ms = mons.get(a.to, [])
        if any(specs[m].move for m in ms):
            continue
        dice = CREW_BY_ID[a.piece].dice
        v = max((chance_at_least(dice, specs[m].con) * specs[m].value for m in ms), default=0)
        v -= 0.1 * len(ms)
        if v > bv:
            best, bv = a, v
    if best is not None:
        return best
    return next((a for a in acts if a.type == "end-phase"), acts[0])


def grab(s, acts, p: HeuristicParams):
    """Good weapons to the weak, useless ones dropped; Outside the Znutar:
    into a Cargo Mover or Jet Suit while monsters are outside (outside.py)."""
    best, bv = None, 0.0
    held = holdings(s)
    for a in acts:
        if a.type == "grab":
            q = weapon_quality(s, a.weapon)
            if q <= 0:
                continue
            dice = CREW_BY_ID[a.piece].dice
            v = q + (p.grab_weak if dice <= 1 else 0.0) - (p.grab_strong if dice >= 3 else 0.0)
        elif a.type == "drop":
            v = p.drop_useless if weapon_quality(s, held[a.piece]) <= 0 else 0.0
        elif a.type in ("enter-unit", "leave-unit"):
            v = unit_grab_value(s, a, p)
        elif a.type == "give":
            w = held[a.piece]
            if weapon_quality(s, w) <= 0 or a.target in held:
                continue
            v = p.give_to_weak if CREW_BY_ID[a.piece].dice >= 2 and CREW_BY_ID[a.target].dice <= 1 else 0.0
        else:
            continue
        if v > bv:
            best, bv = a, v
    if best is not None:
        return best
    return next((a for a in acts if a.type == "end-phase"), acts[-1])


def return_weapon(s, acts):
    """A used weapon goes back as near the crew as it may."""
    D = walking_distances(s)
    crew, _ = occupancy(s)
    return min(acts, key=lambda a: (min((D[a.to][x] for x in crew), default=0), a.to))
