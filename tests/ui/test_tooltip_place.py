"""The hover tooltip goes where it hides no lit area (or the least of them)."""
from __future__ import annotations

import pygame

from greenthings.ui.scenes.board.tooltip_place import candidates, overlap, place_tooltip

BOUNDS = pygame.Rect(0, 0, 1000, 700)
SIZE = (200, 80)


def test_with_nothing_to_avoid_it_goes_below_right_of_the_mouse():
    r = place_tooltip(SIZE, (400, 300), BOUNDS, [])
    assert r.topleft == (416, 316) and r.size == SIZE


def test_it_moves_off_a_lit_area_below_right():
    lit = [pygame.Rect(410, 310, 150, 150)]
    r = place_tooltip(SIZE, (400, 300), BOUNDS, lit)
    assert overlap(r, lit) == 0
    assert not r.collidepoint((400, 300))
    assert r.right <= 400  # the next choice: below left
    assert r.top > 300


def test_lit_areas_all_round_it_take_the_place_hiding_least():
    lit = [pygame.Rect(0, 0, 1000, 290), pygame.Rect(0, 310, 1000, 400)]  # above and below, not level
    r = place_tooltip(SIZE, (400, 300), BOUNDS, lit)
    spots = candidates(SIZE, (400, 300), BOUNDS)
    assert overlap(r, lit) == min(overlap(c, lit) for c in spots)
    assert overlap(r, lit) < overlap(spots[0], lit)


def test_at_the_window_edge_it_stays_inside_and_off_the_mouse():
    for mouse in ((995, 695), (5, 5), (995, 5), (5, 695)):
        r = place_tooltip(SIZE, mouse, BOUNDS, [pygame.Rect(900, 600, 100, 100)])
        assert BOUNDS.contains(r)
        assert not r.collidepoint(mouse)


def test_overlap_sums_the_covered_area():
    assert overlap(pygame.Rect(0, 0, 10, 10), [pygame.Rect(5, 5, 10, 10), pygame.Rect(0, 0, 2, 2)]) == 25 + 4
