"""What the player may do now: the legal actions as the board offers them.

An action has at most one *actor*, the piece the player clicks first, and
one *target*, an area or a piece clicked next; actions with neither (grow,
board a boat, end the phase...) are buttons.  Actions with no actor that
first need a choice (which spare weapon, which stage to place) are grouped
by their *sub key*.  An :class:`Offer` is made afresh for each position and
answers from the engine's legal actions and read API only.
"""
from __future__ import annotations

from greenthings.engine import (
    battle, crew_status, locations, monster_stage, move_paths, setup_view, species_of, stunned, weapon_type,
)
from greenthings.ui.game.session import piece_name

#: Actions a group of pieces can take together (one engine action per piece, in turn).
GROUP_TYPES = ("move", "discover", "attack")
#: Actions played by key or button, never by a click on the map.
NOT_ON_MAP = ("end-phase", "resolve")


def actor_of(a) -> str | None:
    """The piece the player clicks first for this action (None: no actor)."""
    if a.type in ("grow-piece", "eater"):
        return None
    return a.piece


def target_area(a, areas) -> str | None:
    if a.to:
        return a.to
    if a.type == "attack" and a.target in areas:
        return a.target
    return None


def target_piece(a, areas) -> str | None:
    if a.type in ("grow-piece", "eater"):
        return a.piece
    if a.type == "attack" and a.target and a.target not in areas:
        return a.target
    if a.type in ("give", "enter-unit", "leave-unit", "throw-off"):
        return a.target  # a crewman; Outside the Znutar: the unit, the monster thrown off
    if a.type == "grab":
        return a.weapon
    return None


def sub_key(a) -> str | None:
    """Actor-less actions that first need a choice (which spare weapon, which stage)."""
    if a.type in ("place-weapon", "return-weapon"):
        return a.weapon
    if a.type == "place-monster":
        return a.choice
    return None


def matching_action(primary, piece: str, legal) -> object | None:
    """The action of ``piece`` that does what ``primary`` does (same kind, same
    destination or target), for moving or attacking together; None if it cannot."""
    same = [a for a in legal if actor_of(a) == piece and a.type == primary.type and a.to == primary.to
            and a.target == primary.target and a.choice == primary.choice]
    if not same:
        return None
    if primary.weapon is None:
        return next((a for a in same if a.weapon is None), None)
    wtype = weapon_type(primary.weapon)
    return next((a for a in same if a.weapon and weapon_type(a.weapon) == wtype), None)


class Offer:
    """The legal actions of one position, sorted for the board."""

    def __init__(self, state, legal: list, human: bool) -> None:
        self.state = state
        self.legal = legal
        self.human = human  #: the player (not the computer) is to act
        self.areas = state.map.areas
        self._by_actor: dict[str | None, list] = {}
        for a in legal:
            self._by_actor.setdefault(actor_of(a), []).append(a)
        #: Pieces with an action they could take together with others.
        self.group_actors = frozenset(p for p, acts in self._by_actor.items()
                                      if p is not None and any(a.type in GROUP_TYPES for a in acts))
        subs: list[str] = []
        for a in self._by_actor.get(None, ()):
            k = sub_key(a)
            if k is not None and k not in subs:
                subs.append(k)
        #: The choices actor-less actions wait for, in the engine's order.
        self.subs = subs
        self._types = frozenset(a.type for a in legal)
        self._paths: dict[str, dict] = {}

    # -- questions about the actions ---------------------------------------
    def actors(self) -> list[str]:
        """Pieces that can act, in the order of the legal actions."""
        return [p for p in self._by_actor if p is not None]

    def acts_of(self, piece: str | None) -> list:
        """The legal actions of ``piece`` (none for None)."""
        return self._by_actor.get(piece, []) if piece is not None else []

    def sole_actor(self) -> str | None:
        """The only piece that can act (nothing else to do on the map), or None."""
        actors = {actor_of(a) for a in self.legal if a.type not in NOT_ON_MAP}
        return next(iter(actors)) if len(actors) == 1 and None not in actors else None

    def first(self, kind: str):
        """The first legal action of a type, or None."""
        return next((a for a in self.legal if a.type == kind), None)

    def types(self) -> frozenset[str]:
        return self._types

    def candidates(self, piece: str | None, chooser: list, sub: str | None) -> list:
        """Legal actions a map click can play now: those waiting in the chooser,
        else the selected piece's, else the actor-less ones (of the chosen sub key)."""
        if chooser:
            return list(chooser)
        mine = self.acts_of(piece)
        if mine:
            return mine
        return [a for a in self._by_actor.get(None, ()) if (sub_key(a) is None or sub_key(a) == sub)
                and a.type not in NOT_ON_MAP]

    def paths(self, piece: str | None) -> dict:
        """area -> the moves, one after another, that take ``piece`` there
        this phase (its whole reach, not just the next step); worked out once."""
        if not self.human or piece is None or not any(a.type == "move" for a in self.acts_of(piece)):
            return {}
        if piece not in self._paths:
            self._paths[piece] = move_paths(self.state, piece)
        return self._paths[piece]

    def path_to(self, piece: str | None, area: str | None) -> tuple:
        """The moves that take ``piece`` to ``area`` when that takes more than one (else ())."""
        path = self.paths(piece).get(area) if area else None
        return path if path and len(path) > 1 else ()

    def buttons_only(self) -> list:
        """Actor-less actions with nothing to click on the map (grow, fence off...)."""
        return [a for a in self._by_actor.get(None, ()) if a.type not in NOT_ON_MAP
                and target_area(a, self.areas) is None and target_piece(a, self.areas) is None]

    def lights_anything(self, piece: str | None, chooser: list, sub: str | None) -> bool:
        return any(target_area(a, self.areas) or target_piece(a, self.areas)
                   for a in self.candidates(piece, chooser, sub))

    def unplaced_crew(self) -> list[str]:
        """Setup: the crewmen still to station, in the engine's order."""
        out: list[str] = []
        for a in self.legal:
            if a.piece and a.piece not in out:
                out.append(a.piece)
        return out

    def targeted(self) -> set[str]:
        """Pieces already under attack in the open battle."""
        fight = battle(self.state)
        return {d.target for d in fight.declarations} if fight else set()

    def sub_label(self, key: str) -> str:
        """The button that picks a sub key: "Place: <stage name> (3 left)", "Spare Knife"."""
        s = self.state
        kind = next((a.type for a in self._by_actor.get(None, ()) if sub_key(a) == key), None)
        if kind == "place-monster":
            left = setup_view(s).to_place.get(key)
            return f"Place: {species_of(s).stage(key).name}" + (f" ({left} left)" if left else "")
        if kind == "return-weapon":
            return f"Return the {piece_name(s, key)}"
        if kind == "place-weapon":
            return f"Spare {piece_name(s, key)}"
        return key.capitalize()

    # -- stacks --------------------------------------------------------------
    def on_board(self, piece: str | None) -> bool:
        return piece is not None and locations(self.state).get(piece) is not None

    def stack_mates(self, piece: str | None) -> list[str]:
        """Monsters that look just like ``piece`` (same stage, awake or not as
        it is), stand in its area and can act now: the rest of its stack."""
        s = self.state
        loc, crew, stun = locations(s), crew_status(s), stunned(s)
        if piece is None or piece in crew or piece not in self.group_actors:  # crew are individuals
            return []
        area = loc.get(piece)
        if area is None:
            return []
        stage = monster_stage(s, piece)
        asleep = piece in stun
        return [p for p in self._by_actor if p in self.group_actors and p != piece and p not in crew
                and loc.get(p) == area and monster_stage(s, p) == stage and (p in stun) == asleep]

    def next_of_stack(self, piece: str | None) -> str | None:
        """For a monster that has done all it can: the next one of its stack
        that can still act (so the player's next click goes on with the stack)."""
        s = self.state
        loc, crew = locations(s), crew_status(s)
        if not piece or piece in crew or not loc.get(piece) or self.acts_of(piece):
            return None
        area, stage = loc[piece], monster_stage(s, piece)
        mates = sorted(p for p in self.group_actors if p not in crew and loc.get(p) == area
                       and monster_stage(s, p) == stage)
        return mates[0] if mates else None

    def stack_among(self, pieces: list[str]) -> bool:
        """The first of ``pieces`` (an area's, in board order) that could act
        with others has a stack to act with."""
        crew = crew_status(self.state)
        movers = [p for p in pieces if p in self.group_actors and p not in crew]
        return bool(movers) and bool(self.stack_mates(movers[0]))
