"""The ship renderer: hit-testing, scaling, crowded areas."""
from __future__ import annotations

import pygame
import pytest

from greenthings.engine import SPECIES, Options, load_map
from greenthings.ui.draw.shipdraw import ShipView
from greenthings.ui.draw.tokens import Token, layout_tokens


@pytest.fixture(scope="module")
def ship():
    pygame.init()
    return load_map()


@pytest.mark.parametrize("rect", [(0, 0, 1600, 894), (10, 70, 940, 560), (0, 0, 2400, 1300)])
def test_every_area_is_hit_at_its_label_point(ship, rect):
    view = ShipView(ship)
    view.set_rect(pygame.Rect(rect))
    for aid, area in ship.areas.items():
        assert view.area_at(view.to_screen(area.label_at)) == aid
    assert view.area_at((rect[0] + 1, rect[1] + 1)) is None  # the corner is space


def test_scaling_keeps_proportions_inside_the_rect(ship):
    view = ShipView(ship)
    view.set_rect(pygame.Rect(0, 0, 800, 800))
    bx, by, bw, bh = view.bounds
    x0, y0 = view.to_screen((bx, by))
    x1, y1 = view.to_screen((bx + bw, by + bh))
    assert x0 >= -0.5 and x1 <= 800.5 and y0 >= -0.5 and y1 <= 800.5
    assert abs((x1 - x0) / (y1 - y0) - bw / bh) < 0.01
    assert max(x1 - x0, y1 - y0) > 799  # the ship, not the empty canvas, fills the rect
    for poly in view._polys.values():  # every area on screen
        assert all(0 <= x <= 800 and 0 <= y <= 800 for x, y in poly)


def test_crowded_area_stays_readable(ship):
    view = ShipView(ship)
    view.set_rect(pygame.Rect(0, 0, 980, 548))
    crew = [Token(f"c{i}", "crew", "Cr", numbers=(1, 11, 3)) for i in range(9)]
    species = SPECIES[Options().species]
    monsters = [Token.for_stage(f"adult-{i}", species.stage("adult"), species) for i in range(12)]
    monsters += [Token.for_stage(f"fragment-{i}", species.stage("fragment"), species) for i in range(20)]
    surf = pygame.Surface((980, 548))
    view.draw(surf, pieces={"pool-room": crew + monsters})
    # Identical monsters share a token with a count: 9 crew + 2 monster groups.
    from greenthings.ui.draw.shipdraw import group_tokens

    groups = group_tokens(crew + monsters)
    assert len(groups) == 11
    assert sorted(len(m) for _, m in groups)[-2:] == [12, 20]
    drawn = len(view.piece_rects)
    hidden = drawn < len(groups)
    assert drawn >= 6 and (not hidden or view.badge_rects)
    for rect, _ in view.piece_rects:
        assert rect.w >= 22  # never shrunk past readable


def test_layout_never_overlaps_when_there_is_room():
    square = [(0, 0), (300, 0), (300, 300), (0, 300)]
    centres, size, overflow = layout_tokens(square, 6, 40, (150, 150))
    assert overflow == 0 and size == 40
    for i, a in enumerate(centres):
        for b in centres[i + 1:]:
            assert (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 >= (size - 1) ** 2


def test_too_many_for_a_sliver_gives_a_badge():
    sliver = [(0, 0), (60, 0), (60, 30), (0, 30)]
    centres, size, overflow = layout_tokens(sliver, 10, 40, (30, 15))
    assert overflow > 0 and len(centres) >= 1
