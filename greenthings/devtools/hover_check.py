"""The layout check's hover check: nothing drawn on hover covers what the
player may click next.

On a board, for the position as it is and with each piece that can act
picked in turn, the mouse rests on every lit target -- each lit area (on a
spot clear of tokens) and each ringed piece -- long enough for a crowded
room to open out; the tooltip and the opened-out room's panel must cover no
other lit target, nor the piece under the mouse.  (The area under the mouse
is the one hovered: a tooltip may lie over it, never over the mouse.)

On any page, every pygame-gui button with a tooltip is hovered: the tooltip
must lie in the window, break no word into pieces, and cover no other button
that can be pressed (the trip home's course choices: "Key 1" lay over the
second course).

Each returns (how many hovers were checked, the problems found).
"""
from __future__ import annotations

import re

import pygame
from pygame_gui.elements import UIButton

from greenthings.ui.draw.clear_spot import rect_meets_polygon
from greenthings.ui.draw.tokens import point_in_polygon


def _rest_on(board, pos) -> None:
    """The mouse moves to ``pos`` and rests there (a crowded room opens out)."""
    from greenthings.ui.scenes.board.pointer import SPREAD_DELAY, SPREAD_GRACE

    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    tokens = board.picture.tokens
    board.pointer.update(SPREAD_GRACE + 0.01, tokens)  # the last room opened out closes
    board.pointer.update(SPREAD_DELAY + 0.01, tokens)  # this one opens, if crowded


def _free_point(view, area: str) -> tuple[int, int] | None:
    """A point inside ``area`` on no token, as near its middle as there is."""
    poly = view.polygon(area)
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    cx, cy = view.center(area)
    tokens = [r.inflate(6, 6) for r, _m in view.piece_rects]
    step = max(3, int(min(max(xs) - min(xs), max(ys) - min(ys)) / 12))
    spots = [(x, y) for x in range(int(min(xs)) + 2, int(max(xs)) - 1, step)
             for y in range(int(min(ys)) + 2, int(max(ys)) - 1, step)]
    spots.sort(key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)
    for x, y in [(int(cx), int(cy))] + spots:
        if view.rect.collidepoint(x, y) and not any(t.collidepoint(x, y) for t in tokens) \
                and point_in_polygon(x, y, poly) and view.area_at((x, y)) == area:
            return x, y
    return None


def board_hover_check(board, surface: pygame.Surface) -> tuple[int, list[str]]:
    """Hover every lit target of every pick on ``board`` (see the module's words)."""
    offer = board.offer
    picks = [None] + (offer.actors() if offer.human else [])
    checked, problems, seen = 0, [], set()
    demo_hover, board.pointer.demo_hover = board.pointer.demo_hover, None  # the mouse is the check's
    try:
        for pick in picks:
            board.pointer.spread_area = None
            board.light_pick(pick, surface)
            view = board.view
            lit, ringed = view.lit_targets()
            shown = (frozenset(lit), frozenset(m for _r, m in ringed))
            targets = [(f"lit area {a}", a, None) for a in lit] + [(f"piece {m[0]}", r.center, m) for r, m in ringed]
            for name, where, members in targets:
                if (shown, name) in seen:
                    continue
                seen.add((shown, name))
                pos = where if members is not None else _free_point(view, where)
                if pos is None:
                    continue
                _rest_on(board, pos)
                board.draw_hover(surface)
                checked += 1
                problems.extend(f"pick {pick}: hovering {name}: {p}"
                                for p in _covered(view, board.painter.tooltip_rect, lit, ringed, pos, members))
    finally:
        board.pointer.demo_hover = demo_hover
        board.select(None)
        board.pointer.spread_area = None
        board.refresh()
    return checked, problems


def _covered(view, tooltip, lit, ringed, mouse, hovered_members) -> list[str]:
    """What the hover panels now shown cover that they must not."""
    panels = [("tooltip", tooltip)] if tooltip is not None else []
    if view.spread is not None:
        panels.append(("opened-out room", view.spread[1]))
    here = view.area_at(mouse)
    out = []
    for what, panel in panels:
        if panel.collidepoint(mouse):
            out.append(f"the {what} at {tuple(panel)} covers the mouse")
        for area in lit:
            if area != here and rect_meets_polygon(panel, view.polygon(area)):
                out.append(f"the {what} at {tuple(panel)} covers the lit area {area}")
        for rect, members in ringed:
            if panel.inflate(-2, -2).colliderect(rect):
                who = "the hovered piece" if members == hovered_members else f"the ringed piece {members[0]}"
                out.append(f"the {what} at {tuple(panel)} covers {who}")
    return out


def tooltip_hover_check(ui) -> tuple[int, list[str]]:
    """Hover every button with a tooltip: the tooltip covers no other live button."""
    if ui is None:
        return 0, []
    buttons = [el for el in ui.get_sprite_group().sprites()
               if isinstance(el, UIButton) and el.visible and el.alive()]
    live = [b for b in buttons if b.is_enabled]
    checked, problems = 0, []
    for b in buttons:
        if not b.tool_tip_text:
            continue
        tip = show_tooltip(b)
        if tip is None:
            continue
        checked += 1
        problems.extend(f"the tooltip of {b.text!r}: {p}" for p in tooltip_fit(tip))
        for other in live:
            if other is not b and tip.rect.inflate(-2, -2).colliderect(other.rect):
                problems.append(f"the tooltip of {b.text!r} at {tuple(tip.rect)} covers the button {other.text!r}")
        hide_tooltip(b)
    return checked, problems


def tooltip_fit(tip) -> list[str]:
    """A tooltip lies inside the window and each of its words fits its line."""
    out = []
    window = pygame.Rect((0, 0), tip.ui_manager.window_resolution)
    if not window.contains(tip.rect):
        out.append(f"at {tuple(tip.rect)} is outside the window")
    box = tip.text_block
    if box is not None:
        fnt = tip.ui_manager.get_theme().get_font(["tool_tip", "text_box"])
        words = re.sub(r"<[^>]+>", " ", box.html_text).split()
        room = box.text_wrap_rect.w if box.text_wrap_rect.w > 0 else box.rect.w
        broken = [w for w in words if fnt.size(w)[0] > room]
        if broken:
            out.append(f"breaks {broken[0]!r} ({fnt.size(broken[0])[0]} pixels in a line of {room})")
    return out


def show_tooltip(button: UIButton):
    """Hover ``button`` past its tooltip's delay, as pygame-gui does; its tooltip (or None)."""
    button.on_hovered()
    button.hover_time = button.tool_tip_delay + 0.01
    button.while_hovering(0.0, pygame.Vector2(button.rect.center))
    return button.tool_tip


def hide_tooltip(button: UIButton) -> None:
    button.on_unhovered()
