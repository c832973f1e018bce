"""What a click or a dropped stack on the map means, decided from what the
player may do now and what is picked; the scene carries the decision out.

A click on a target plays its action (or, if it could mean several, lists
them); on a piece that can act, selects it; with Shift, adds it to the
pieces acting together, or sends the whole stack.  A stack dragged and
dropped goes (or attacks) all together, like a pile of counters."""
from __future__ import annotations

from typing import NamedTuple

from greenthings.ui.scenes.board.offer import GROUP_TYPES, Offer, target_area, target_piece
from greenthings.ui.scenes.board.selection import Selection


class Decision(NamedTuple):
    #: "play" the one action, "walk" the moves one after another (to an area
    #: further than one step), "choose" between the actions (the panel lists them),
    #: "select" the piece (None: let go), "toggle" the pieces in or out of the group,
    #: "nowhere" (the dropped stack cannot go there), or "nothing".
    kind: str
    actions: tuple = ()
    piece: str | None = None
    pieces: tuple = ()
    whole_stack: bool = False


NOTHING = Decision("nothing")


def may_drag(offer: Offer, selection: Selection, members: tuple) -> bool:
    """The token pressed may be picked up and dragged: the selection's, and it can act."""
    return selection.piece in members and bool(selection.acts(offer))


def defers_press(offer: Offer, selection: Selection, members: tuple, shift: bool) -> bool:
    """A press on the selected piece (not on a target) waits to see whether it
    is a click (which lets go of it) or a drag."""
    return bool(members) and selection.piece in members and not shift and offer.human \
        and not any(target_piece(a, offer.areas) in members for a in selection.candidates(offer))


def click(offer: Offer, selection: Selection, members: tuple, area: str | None, shift: bool) -> Decision:
    """A click on the map: on the token of ``members`` (empty: none) in ``area``."""
    if not offer.human:
        return NOTHING
    areas = offer.areas
    cands = selection.candidates(offer)
    if members:
        hits = [a for a in cands if target_piece(a, areas) in members]
        actors = [m for m in members if offer.acts_of(m)]
        if hits and actors and all(a.type == "give" for a in hits) and not shift:
            hits = []  # a crewman who can act himself is selected; handing over is a button (or a drag)
        if hits:
            return _play_or_choose(offer, hits, members, whole_stack=shift)
        if actors and shift and any(a.type in GROUP_TYPES for m in actors for a in offer.acts_of(m)):
            return Decision("toggle", pieces=tuple(actors))
        if actors:
            if selection.piece in members:
                return Decision("select", piece=None)
            # The member with the most to do (a monster that has not moved yet).
            return Decision("select", piece=max(actors, key=lambda m: len(offer.acts_of(m))))
        # A token with nothing to do (a weapon lying there, an egg...) in a
        # lit area: the click is for the area.
        hits = [a for a in cands if area is not None and target_area(a, areas) == area]
        if hits:
            return _play_or_choose(offer, hits, (), whole_stack=shift)
        walk = offer.path_to(selection.piece, area) if not selection.chooser else ()
        if walk:
            return Decision("walk", actions=walk, whole_stack=shift)
        # Else select it to read its numbers (and see its reach).
        return Decision("select", piece=None if selection.piece in members else members[0])
    if area is not None:
        hits = [a for a in cands if target_area(a, areas) == area]
        if hits:
            return _play_or_choose(offer, hits, (), whole_stack=shift)
        walk = offer.path_to(selection.piece, area) if not selection.chooser else ()
        if walk:
            return Decision("walk", actions=walk, whole_stack=shift)
    if selection.piece is not None or selection.chooser:
        return Decision("select", piece=None)
    return NOTHING


def drop(offer: Offer, selection: Selection, members: tuple, area: str | None, home: str | None) -> Decision:
    """The selected stack, dragged from ``home``, let go on ``members`` / ``area``:
    the whole stack goes (or attacks) if it can."""
    areas = offer.areas
    mine = selection.acts(offer)
    hits = [a for a in mine if members and target_piece(a, areas) in members]
    if not hits:
        hits = [a for a in mine if area is not None and target_area(a, areas) == area]
    if hits:
        return _play_or_choose(offer, hits, members if target_piece(hits[0], areas) else (), whole_stack=True)
    walk = offer.path_to(selection.piece, area)
    if walk:
        return Decision("walk", actions=walk, whole_stack=True)
    if area != home:
        return Decision("nowhere")
    return NOTHING


def _play_or_choose(offer: Offer, hits: list, members, whole_stack: bool) -> Decision:
    if members:
        # Pile onto a monster already under attack, else the first member.
        targeted = offer.targeted()
        for m in sorted(members, key=lambda m: (m not in targeted,)):
            mine = [a for a in hits if target_piece(a, offer.areas) == m]
            if mine:
                hits = mine
                break
    if len(hits) == 1:
        return Decision("play", actions=(hits[0],), whole_stack=whole_stack)
    return Decision("choose", actions=tuple(hits), whole_stack=whole_stack)
