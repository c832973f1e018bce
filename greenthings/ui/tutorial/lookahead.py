"""What the tutorial suggests a turn ahead, found by playing the engine's
legal actions on copies of the position (never by rules of its own): an
untried weapon a crewman can grab and use on a monster this same turn, the
moves that take him into reach, the crewmen who can gang up on one monster,
and a boat bay a crewman can reach.

This module does not import pygame.
"""
from __future__ import annotations

from typing import NamedTuple

from greenthings.engine import (
    END, apply, boats, is_crew, known_effect, legal_actions, locations, move_paths, piece as piece_view,
)


class Trial(NamedTuple):
    """An untried weapon tried this turn: the grab, the moves into reach, the attack."""
    grab: object
    moves: tuple
    attack: object


def _untried(s, weapon) -> bool:
    return weapon is not None and known_effect(s, weapon) is None


def _after(s, actions):
    """The position after ``actions`` (each checked legal), or None."""
    work = s.clone()
    for a in actions:
        if a not in legal_actions(work):
            return None
        apply(work, a)
    return work


def reach_attack(s, piece: str, weapon: str):
    """In the crew's move phase: (the moves, the attack) that let ``piece``
    use ``weapon`` on a monster in the attack phase, fewest moves first, or None."""
    ways = [((), locations(s).get(piece))] + sorted(((path, area) for area, path in move_paths(s, piece).items()),
                                                   key=lambda pa: (len(pa[0]), pa[1]))
    for path, _area in ways:
        attack_phase = _after(s, (*path, END))
        if attack_phase is None or attack_phase.phase not in ("crew-attack", "discovery-attack"):
            continue
        found = [a for a in legal_actions(attack_phase) if a.type == "attack" and a.piece == piece
                 and a.weapon == weapon and not is_crew(a.target or "")]
        if found:
            return path, found[0]
    return None


def weapon_trial(s) -> Trial | None:
    """In the crew's grab phase: an untried weapon that its grabber can use on
    a monster this same turn (the first such grab in the engine's order), or None."""
    if s.phase != "crew-grab":
        return None
    for grab in legal_actions(s):
        if grab.type != "grab" or not _untried(s, grab.weapon):
            continue
        move_phase = _after(s, (grab, END))
        if move_phase is None or move_phase.phase != "crew-move":
            continue
        found = reach_attack(move_phase, grab.piece, grab.weapon)
        if found is not None:
            return Trial(grab, found[0], found[1])
    return None


def gang_target(s, legal: list) -> tuple[str, list] | None:
    """In an attack phase: the monster the most crewmen can attack with dice
    whose odds are known (hand-to-hand, or a weapon already tried), at least
    two, and one such attack of each of them; or None."""
    by_target: dict[str, dict[str, object]] = {}
    for a in legal:
        if a.type == "attack" and a.target in locations(s) and not is_crew(a.target) \
                and (a.weapon is None or not _untried(s, a.weapon)):
            by_target.setdefault(a.target, {}).setdefault(a.piece, a)
    # The most attackers, then the toughest monster (the one that most needs them).
    best = max(by_target.items(), key=lambda kv: (len(kv[1]), piece_view(s, kv[0]).con, kv[0]), default=None)
    if best is None or len(best[1]) < 2:
        return None
    return best[0], list(best[1].values())


def bay_runs(s) -> list[tuple]:
    """In the crew's move phase: (crewman, the moves into a bay whose boat he
    can board) for each crewman who can get there this phase, fewest moves first."""
    if s.phase != "crew-move":
        return []
    bays = {b.bay for b in boats(s) if not b.launched}
    out = []
    for piece, area in locations(s).items():
        if not is_crew(piece) or area is None:
            continue
        if area in bays and any(a.type == "board" and a.piece == piece for a in legal_actions(s)):
            out.append((piece, ()))
            continue
        for to, path in move_paths(s, piece).items():
            there = _after(s, path) if to in bays else None
            if there is not None and any(a.type == "board" and a.piece == piece for a in legal_actions(there)):
                out.append((piece, path))
                break
    return sorted(out, key=lambda pp: (len(pp[1]), pp[0]))
