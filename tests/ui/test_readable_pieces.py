"""Pieces and weapons can be read: every crewman's token says who he is,
different from every other, its lettering wholly inside the token at every
size the board draws it; every weapon's picture differs from every other at
a glance, in colour and in grey."""
from __future__ import annotations

import itertools

import pygame
import pytest

from greenthings.engine import CREW_TABLE
from greenthings.ui.draw.shipdraw import TOKEN_CROWDED_PX, TOKEN_MAX_PX, TOKEN_MIN_PX
from greenthings.ui.draw.crew_labels import crew_label, crew_short_name, weapon_plate
from greenthings.ui.draw.tokens import Token, circle_covers
from greenthings.ui.draw.weapon_icons import DRAWERS, weapon_icon

#: Every size a crew token is drawn at on the board: from the smallest (a
#: crowded room, or a small window's floor) to the biggest.
# 1.15: a stack in the hand
BOARD_SIZES = range(min(TOKEN_CROWDED_PX, TOKEN_MIN_PX - 4), round(TOKEN_MAX_PX * 1.15) + 1)
NUMBERS_FROM = 36  # the board's tokens at 1280x800 and larger show the numbers


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.init()


def crew_token(spec, weapon: str | None) -> Token:
    return Token(spec.id, "crew", crew_short_name(spec.id), numbers=(spec.dice, spec.con, spec.move), weapon=weapon)


def test_every_crewman_has_his_own_label():
    labels = [crew_short_name(spec.id) for spec in CREW_TABLE]
    assert len(set(labels)) == len(labels), sorted(labels)
    assert crew_short_name("marine-18") != crew_short_name("marine-19")
    assert crew_short_name("pilot-12") != crew_short_name("pilot-15")


def inside_token(rect: pygame.Rect, d: int, weapon: bool) -> bool:
    """Within the token's circle and off the weapon plate, measured here
    from the token's size alone."""
    c = d / 2
    corners = (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright)
    if any((x - c) ** 2 + (y - c) ** 2 > (c - 1) ** 2 for x, y in corners):
        return False
    if weapon:
        (px, py), pr = weapon_plate(d)
        nx, ny = min(max(px, rect.left), rect.right), min(max(py, rect.top), rect.bottom)
        return (nx - px) ** 2 + (ny - py) ** 2 >= pr ** 2
    return True


@pytest.mark.parametrize("d", BOARD_SIZES)
def test_each_label_fits_inside_its_token(d):
    for spec, weapon in itertools.product(CREW_TABLE, (None, "fire-extinguisher")):
        lines = crew_label(crew_token(spec, weapon), d)
        assert 1 <= len(lines) <= 2
        for img, at in lines:
            rect = img.get_rect(topleft=at)
            assert inside_token(rect, d, weapon is not None), (spec.id, weapon, d, rect)
            assert img.get_height() >= 5, f"{spec.id}'s lettering too small to read at {d} px"
        if d >= NUMBERS_FROM:
            assert len(lines) == 2, f"{spec.id} lost his numbers at {d} px"
        name, numbers = lines[0][1], lines[-1][1]
        assert numbers[1] >= name[1]  # the name on top
    # Alike at one size: all the crew show numbers, or none does.
    assert len({len(crew_label(crew_token(spec, None), d)) for spec in CREW_TABLE}) == 1


def icon_pixels(weapon: str, grey: bool, cells: int) -> list[float]:
    """The weapon's picture on a counter's dark plate, at a size the board
    draws it, shrunk to ``cells`` x ``cells``: what the eye takes in at a glance."""
    s = pygame.Surface((32, 32))
    s.fill((34, 40, 54))
    s.blit(weapon_icon(weapon, 32), (0, 0))
    small = pygame.transform.smoothscale(s, (cells, cells))
    raw = pygame.image.tobytes(small, "RGB")
    rgb = [raw[i:i + 3] for i in range(0, len(raw), 3)]
    if grey:
        return [0.299 * r + 0.587 * g + 0.114 * b for r, g, b in rgb]
    return [float(v) for px in rgb for v in px]


def difference(a: list[float], b: list[float]) -> float:
    return sum(abs(x - y) for x, y in zip(a, b)) / len(a)


@pytest.mark.parametrize("grey", [False, True], ids=["colour", "grey"])
@pytest.mark.parametrize("cells", [6, 8])
def test_weapon_icons_differ_at_a_glance(grey, cells):
    pictures = {w: icon_pixels(w, grey, cells) for w in DRAWERS}
    closest = min((difference(pictures[a], pictures[b]), a, b) for a, b in itertools.combinations(pictures, 2))
    # The old pictures' closest pair (pool stick and welding torch) measured
    # 3-7 on this scale; the Zgwortz and the Extinguisher 13-15.
    assert closest[0] >= 9.5, closest
    assert difference(pictures["zgwortz"], pictures["fire-extinguisher"]) >= 20


def circle_meets(rect: pygame.Rect, token: pygame.Rect) -> bool:
    cx, cy, r = token.centerx, token.centery, token.w / 2
    nx, ny = min(max(cx, rect.left), rect.right), min(max(cy, rect.top), rect.bottom)
    return (nx - cx) ** 2 + (ny - cy) ** 2 < r * r


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("kind", ["discovery", "busy"])
def test_crowded_rooms_keep_their_names_clear_of_the_tokens(app, size, kind):
    """Every room with pieces is named whole inside it: at its usual place if
    the tokens leave it readable, else on a tag that covers no token, else
    (a pile filling the room) over the pile."""
    from greenthings.devtools.demo import busy_session, discovery_session
    from greenthings.devtools.layout_check import board_labels
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.board import BoardScene

    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    session = discovery_session() if kind == "discovery" else busy_session()
    board = app.stack.push(BoardScene(app.context, session, computer=InlinePlayer(None, 1)))
    for _ in range(3):
        app.step(1 / 60, events=[])
    view = board.view
    covered = {aid for aid, (_groups, placed) in view._plans.items() if placed[3]}
    assert covered <= set(view.drawn_names), f"rooms lost their names: {sorted(covered - set(view.drawn_names))}"
    assert board_labels(view) == []
    tokens = [r for r, _members in view.piece_rects]
    for aid, tag in view.name_tags.items():
        hidden = [r for r in tokens if circle_meets(tag, r)]
        assert not hidden, f"{aid}'s name tag covers tokens at {hidden}"
    for aid in view._plans:
        if aid not in covered and aid in view._name_only:  # named at its usual place: the tokens leave it readable
            name = view._name_only[aid][0]
            assert sum(circle_covers(r.center, r.w / 2, name) for r in tokens) <= 0.1, aid
