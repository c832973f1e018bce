"""What the map shows for a position and the player's pick: the tokens and
weapons in each area, the fences switched on, and what lights up --
destinations blue, targets red, the pieces that can act ringed green, the
selected piece's reach, the open battle, the hint."""
from __future__ import annotations

from typing import NamedTuple

from greenthings.engine import (
    active_fences, attack_reach, battle, crew_status, locations, pieces, sight_reach, species_of, weapons_lying,
)
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.tokens import Token
from greenthings.ui.scenes.board.offer import Offer, target_area, target_piece
from greenthings.ui.draw.walls import is_through_wall
from greenthings.ui.scenes.board.selection import Selection

TARGET_TYPES = ("attack", "throw-off", "rocket-blast")  # lit red: they strike


class MapPicture(NamedTuple):
    tokens: dict[str, list[Token]]  # area -> tokens, in board order
    weapons: dict[str, list[str]]  # area -> weapon counters lying there
    fences: list[str]  # areas with an Electric Fence switched on
    highlights: dict[str, tuple]  # area -> colour
    marked: dict[str, tuple]  # piece -> the colour of its ring
    walls: tuple[tuple[str, str], ...] = ()  # (from, to): walls the picked piece may move through


def weapon_reach(state, piece: str) -> tuple[str, ...]:
    """Where a crewman's weapon reaches: while he grabs, what it could reach
    from here; when he attacks, where he may attack now."""
    if piece not in crew_status(state):
        return ()
    if state.phase == "crew-grab":
        return sight_reach(state, piece)
    if state.phase in ("crew-attack", "discovery-attack"):
        return attack_reach(state, piece)
    return ()


def picture_of(state, offer: Offer, selection: Selection, shown_pieces=None) -> MapPicture:
    """The map for ``state``; ``shown_pieces``: the piece views to draw, if
    not the state's own (the board's pieces follow the events one by one)."""
    areas = state.map.areas
    loc = locations(state)
    species = species_of(state)
    tokens: dict[str, list[Token]] = {}
    for view in (pieces(state) if shown_pieces is None else shown_pieces):
        tokens.setdefault(view.area, []).append(Token.from_view(view, species))
    fences = sorted({area for area in active_fences(state).values() if area in areas})
    hl: dict[str, tuple] = {}
    marked: dict[str, tuple] = {}
    walls: list[tuple[str, str]] = []
    picked = selection.piece
    if offer.human:
        for a in selection.candidates(offer):
            ta, tp = target_area(a, areas), target_piece(a, areas)
            colour = P.LEGAL_TARGET if a.type in TARGET_TYPES else P.LEGAL_MOVE
            if ta:
                hl[ta] = colour
            if a.type == "move" and loc.get(a.piece) and is_through_wall(state.map, loc[a.piece], a.to):
                walls.append((loc[a.piece], a.to))  # lit like any move, its wall shimmering
            if tp:
                marked[tp] = colour
        if not selection.chooser:  # the picked piece's whole reach, lit at once
            for area in offer.paths(picked):
                hl.setdefault(area, P.LEGAL_MOVE)
        if not selection.acts(offer):
            for actor in offer.actors():
                marked.setdefault(actor, P.ACTOR_HINT)
        for g in selection.group:
            marked[g] = P.SELECT
        if picked and loc.get(picked):
            hl.setdefault(loc[picked], P.SELECT)
            for area in weapon_reach(state, picked):
                hl.setdefault(area, P.LOS)
    fight = battle(state)
    if fight is not None:
        for area in fight.zone:
            hl.setdefault(area, P.LEGAL_TARGET)
        for d in fight.declarations:
            if d.attacker is not None:
                marked[d.attacker] = P.WARN
            if d.target in loc:
                marked[d.target] = P.BAD
    if selection.hint is not None:
        ha = target_area(selection.hint, areas)
        if ha:
            hl[ha] = P.SELECT
    return MapPicture(tokens, weapons_lying(state), fences, hl, marked, tuple(sorted(set(walls))))
