"""Outside the Znutar on the board, from the engine's read API: the boats'
cards follow the boats, the airlocks show their state beneath the pieces,
the equipment lies in its area like a weapon counter (a Jet Suit, a Cargo
Mover, the Ook Soot) and a crewman in a unit wears its frame and name."""
from __future__ import annotations

import pygame

from greenthings.engine import airlocks, boat_places, outside_on, units
from greenthings.ui.draw import outside_art, outside_labels
from greenthings.ui.draw import unit_icons  # noqa: F401  (the units' pictures, as counters)
from greenthings.ui.draw.fonts import render_text

UNIT_TAGS = {"jet-suit": "JET SUIT", "cargo-mover": "MOVER", "ook-soot": "SOOT"}
UNIT_COLOURS = {"jet-suit": (120, 200, 250), "cargo-mover": (246, 190, 70), "ook-soot": (230, 140, 220)}


def boat_names(state) -> dict[str, str]:
    return {b.id: b.name for b in state.map.boat_bays.values()}


def prepare(view, state) -> None:
    """Before drawing: the boats' cards where the boats are."""
    if outside_on(state):
        view.place_boats({b.id: b.at for b in boat_places(state)})


def underlay(view, state):
    """What to paint beneath the pieces (None without the expansion)."""
    if not outside_on(state):
        return None
    boats, locks, names = boat_places(state), airlocks(state), boat_names(state)

    def paint(surface: pygame.Surface) -> None:
        outside_labels.paint_skin_names(surface, view)
        outside_art.paint_boats(surface, view, boats, names)
        outside_art.paint_locks(surface, view, locks)
    return paint


def empty_units(state) -> dict[str, list[str]]:
    """Area -> the units lying empty there (drawn like weapon counters)."""
    out: dict[str, list[str]] = {}
    for u in units(state):
        if u.area is not None and u.occupant is None:
            out.setdefault(u.area, []).append(u.id)
    return out


def paint_occupants(surface: pygame.Surface, view, state) -> None:
    """A crewman in a unit: a frame round his token in the unit's colour and its name on a tab."""
    if not outside_on(state):
        return
    worn = {u.occupant: u for u in units(state) if u.occupant}
    k = max(1.0, view.ui_factor)
    for rect, members in view.piece_rects:
        unit = next((worn[m] for m in members if m in worn), None)
        if unit is None:
            continue
        colour = UNIT_COLOURS[unit.kind]
        frame = rect.inflate(6, 6)
        pygame.draw.rect(surface, colour, frame, max(2, round(3 * k)), border_radius=max(4, frame.w // 4))
        tag = render_text(UNIT_TAGS[unit.kind], round(9 * k), (12, 14, 20), bold=True, condensed=True)
        box = tag.get_rect(midbottom=(frame.centerx, frame.top + tag.get_height() // 2)).inflate(4, 0)
        pygame.draw.rect(surface, colour, box, border_radius=3)
        surface.blit(tag, tag.get_rect(center=box.center))


def odds_lines(state, offer, selection, names) -> list[tuple[str, tuple]]:
    """The odds before the expansion's rolls, for the side panel: each rocket
    blast the crew may fire now (the engine's `blast_preview`: dice and exact
    chances on every monster it would hit) and the selected crewman's jumps."""
    from greenthings.engine import blast_preview, jump_miss_chance
    from greenthings.ui.draw import palette as P
    from greenthings.ui.draw.panels import battle_lines

    if not outside_on(state) or not offer.human:
        return []
    out: list[tuple[str, tuple]] = []
    blasts = [a for a in offer.legal if a.type == "rocket-blast"]
    for a in blasts[:3]:
        rows = blast_preview(state, a.target, a.to)
        out.append((f"Rocket blast from the {boat_names(state).get(a.target, a.target)} on {names(a.to)}:",
                    P.TITLE_GREEN))
        out.extend(battle_lines(state, rows, names)[:4] if rows else [("no monster there", P.TEXT_DIM)])
    jumps = [a for a in selection.acts(offer) if a.type == "jump"]
    if jumps:
        misses = sorted({round(jump_miss_chance(state, a.piece, a.to) * 100) for a in jumps})
        chance = " or ".join(f"{m}%" for m in misses)
        out.append((f"A jump takes the whole move and misses {chance} of the time (to a boat on 1-3, "
                    f"to the ship on 1; the Robot never).", P.WARN))
    return out
