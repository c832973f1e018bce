"""What the coach points at, found through the board's own geometry (the
pieces as drawn last frame, the areas' outlines, the bar's and the panel's
buttons, the board's rectangles), never at fixed pixels; and which legal
action a step suggests (the crewman with the best chance, an untried weapon
he can use this turn, a way into a boat bay...), chosen from the engine's
legal actions and read API (:mod:`.lookahead` plays them on copies).
"""
from __future__ import annotations

from typing import NamedTuple

import pygame

from greenthings.engine import (
    battle, holdings, is_crew, known_effect, locations, piece as piece_view, setup_view,
    weapon as weapon_view, weapon_spec,
)
from greenthings.ui.game.session import piece_name
from greenthings.ui.scenes.board.offer import actor_of, target_area, target_piece
from greenthings.ui.scenes.board.side_panel import own_action_words
from greenthings.ui.scenes.board.usual_setup import OFFERS, PLANS
from greenthings.ui.tutorial import lookahead


class Target(NamedTuple):
    kind: str                 # "piece", "area", "button" or "panel"
    name: str                 # the piece or area id, the button's words, the board rectangle's name
    rect: pygame.Rect
    outline: tuple = ()       # an area's polygon (screen points)


# -- suggested actions ---------------------------------------------------------

#: The steps' pointers that name a kind of action to suggest (see suggest).
SUGGESTED = frozenset({"discover", "attack", "grab-trial", "move-trial", "try-weapon", "gang", "fence-setup",
                       "self-destruct", "to-bay", "board"})
#: Suggestions that are simply the first legal action of their type.
FIRST_OF = {"fence-setup": "fence-setup", "self-destruct": "self-destruct", "board": "board"}


def _monsters_in(s, area: str) -> list[str]:
    return [p for p, a in locations(s).items() if a == area and not is_crew(p)]


def _weakest_con(s, area: str) -> int:
    return min((piece_view(s, m).con for m in _monsters_in(s, area)), default=99)


def _untried(s, weapon: str | None) -> bool:
    return weapon is not None and known_effect(s, weapon) is None


def _held_untried(s) -> tuple[str, str] | None:
    """A crewman holding an untried weapon, and the weapon."""
    return next(((c, w) for c, w in sorted(holdings(s).items()) if _untried(s, w)), None)


def suggest(kind: str, s, legal: list):
    """The legal action a step suggests, or None if there is none."""
    if kind in FIRST_OF:
        return next((a for a in legal if a.type == FIRST_OF[kind]), None)
    if kind == "discover":  # the strongest crewman into the room of the frailest monster
        found = [a for a in legal if a.type == "discover"]
        return min(found, key=lambda a: (_weakest_con(s, a.to), -piece_view(s, a.piece).dice), default=None)
    if kind == "attack":  # hand-to-hand on the frailest foe
        found = [a for a in legal if a.type == "attack" and a.weapon is None and a.target in locations(s)]
        return min(found, key=lambda a: (piece_view(s, a.target).con, -piece_view(s, a.piece).dice), default=None)
    if kind == "grab-trial":  # an untried weapon its grabber can use this very turn
        trial = lookahead.weapon_trial(s)
        return trial.grab if trial is not None and trial.grab in legal else None
    if kind == "move-trial":  # the untried weapon's holder into reach (the last of his moves)
        held = _held_untried(s)
        found = lookahead.reach_attack(s, *held) if held is not None else None
        return found[0][-1] if found is not None and found[0] else None
    if kind == "try-weapon":
        found = [a for a in legal if a.type == "attack" and _untried(s, a.weapon)]
        return found[0] if found else None
    if kind == "gang":
        return _gang_attack(s, legal)
    if kind == "to-bay":
        runs = [(piece, path) for piece, path in lookahead.bay_runs(s) if path]
        return runs[0][1][-1] if runs else None
    return None


def _gang_attack(s, legal: list):
    """The next attack on the monster most crewmen can attack together (the
    one already under attack, once one is declared), strongest crewman first."""
    fight = battle(s)
    declared = {d.target for d in fight.declarations} if fight is not None else set()
    on_it = [a for a in legal if a.type == "attack" and a.target in declared and not _untried(s, a.weapon)]
    if not on_it:
        gang = lookahead.gang_target(s, legal)
        on_it = gang[1] if gang is not None else []
    return max(on_it, key=lambda a: (piece_view(s, a.piece).dice, a.piece), default=None)


def more_words(kind: str, s, action) -> dict[str, str]:
    """Placeholders a step's suggestion leaves open: for the walk into reach,
    the weapon he carries and the monster it will reach."""
    if kind != "move-trial" or action is None:
        return {}
    held = _held_untried(s)
    found = lookahead.reach_attack(s, *held) if held is not None else None
    if found is None:
        return {}
    return {"weapon": weapon_spec(held[1]).name, "target": piece_name(s, found[1].target)}


# -- on the screen ---------------------------------------------------------------

def piece_target(board, piece: str) -> Target | None:
    """The token of ``piece`` as drawn last frame (or, if it is hidden in a
    crowded room, the room)."""
    view = board.view
    spread = view.spread[2] if view.spread is not None else []
    for rect, members in list(spread) + list(view.piece_rects):
        if piece in members:
            return Target("piece", piece, pygame.Rect(rect))
    s = board.session.state
    area = locations(s).get(piece) if is_crew(piece) or piece in locations(s) else weapon_view(s, piece).area
    return area_target(board, area) if area else None


def area_target(board, area: str) -> Target:
    poly = board.view.polygon(area)
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    rect = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)
    return Target("area", area, rect, tuple(poly))


def button_target(button, name: str) -> Target | None:
    if button is None or not button.visible:
        return None
    return Target("button", name, pygame.Rect(button.rect))


def panel_button(board, *starts: str):
    """The side panel's button whose words start with one of ``starts``."""
    return next((b for b, _ in board.panel.buttons if b.text.startswith(starts)), None)


def action_target(board, action) -> Target | None:
    """Where to click next for ``action``: its piece until it is selected,
    then what it is aimed at (or, for an action with nothing to aim at, its
    button in the panel)."""
    s = board.session.state
    actor = actor_of(action)
    sel = board.selection
    if sel.chooser:  # one click meant several actions: the panel lists them, in order
        buttons = [b for b, _ in board.panel.buttons]
        i = sel.chooser.index(action) if action in sel.chooser else len(sel.chooser)  # else: Cancel
        return button_target(buttons[i], "choice") if i < len(buttons) else None
    if actor is not None and sel.piece != actor and locations(s).get(actor):
        return piece_target(board, actor)
    areas = s.map.areas
    piece = target_piece(action, areas)
    if piece is not None:
        return piece_target(board, piece)
    area = target_area(action, areas)
    if area:
        return area_target(board, area)
    if actor is not None:
        words = own_action_words(s, actor, action)
        return button_target(next((b for b, _ in board.panel.buttons if b.text == words), None), action.type)
    return None


def watched_areas(board) -> list[str]:
    """Rooms the coach's box keeps clear of as far as it can: where the
    monsters are (and, while they are set up, where the first one hatches)."""
    s = board.shown.state
    out = {a for p, a in locations(s).items() if a and not is_crew(p)}
    first = setup_view(s).first_area
    if first and s.phase.startswith("setup"):
        out.add(first)
    return sorted(a for a in out if a in s.map.areas)


def find(point: str, board, action=None) -> Target | None:
    """The target a step's ``point`` names now (None: nothing to point at)."""
    rects = board.rects
    if point in ("bar", "dice", "weapons"):
        return Target("panel", point, pygame.Rect(rects[point]))
    if point in ("end", "hint"):
        button = board.bar.buttons[point]
        return button_target(button, point) if button.is_enabled else None
    if point == "resolve":
        return button_target(panel_button(board, "Roll the attacks"), "resolve")
    if point == "usual":  # the quick setup's button, then the plan's
        words = tuple(OFFERS.values()) + tuple(play for _, play in PLANS.values())
        return button_target(panel_button(board, *words), "usual")
    if point == "monsters":
        first = setup_view(board.session.state).first_area
        return area_target(board, first) if first else find("dice", board)
    if action is not None:
        return action_target(board, action)
    return None
