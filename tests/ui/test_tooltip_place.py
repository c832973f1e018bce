"""Hover panels (the board's tooltip, a crowded room opened out) go where
they cover no lit area, no ringed piece and not the piece under the mouse:
beside the mouse if they can, else the nearest free place."""
from __future__ import annotations

import pygame

from greenthings.ui.draw.clear_spot import KeepClear, rect_meets_polygon
from greenthings.ui.scenes.board.tooltip_place import candidates, place_tooltip

BOUNDS = pygame.Rect(0, 0, 1000, 700)
SIZE = (200, 80)


def _keep(rects=(), polygons=()) -> KeepClear:
    keep = KeepClear(BOUNDS, 4)
    for r in rects:
        keep.add_rect(pygame.Rect(r))
    keep.add_polygons(polygons)
    return keep


def test_with_nothing_to_avoid_it_goes_below_right_of_the_mouse():
    r = place_tooltip(SIZE, (400, 300), _keep())
    assert r.topleft == (416, 316) and r.size == SIZE


def test_it_moves_off_a_lit_area_below_right():
    r = place_tooltip(SIZE, (400, 300), _keep([(410, 310, 150, 150)]))
    assert not r.colliderect(pygame.Rect(410, 310, 150, 150))
    assert not r.collidepoint((400, 300))
    assert r.right <= 400 and r.top > 300  # the next choice: below left


def test_with_lit_areas_all_round_the_mouse_it_goes_to_the_nearest_free_place():
    above, below = (0, 0, 1000, 290), (0, 310, 1000, 200)  # every place beside the mouse covers one
    keep = _keep([above, below])
    assert all(keep.covered(c) for c in candidates(SIZE, (400, 300), BOUNDS))
    r = place_tooltip(SIZE, (400, 300), keep)
    assert not r.colliderect(pygame.Rect(above)) and not r.colliderect(pygame.Rect(below))
    assert BOUNDS.contains(r) and r.top >= 510 and r.top < 530  # just under the lower one


def test_a_lit_outline_is_kept_clear_not_its_bounding_box():
    diagonal = [(300, 300), (700, 300), (300, 700)]  # the box's lower right corner is free
    r = place_tooltip(SIZE, (650, 640), _keep(polygons=[diagonal]))
    assert not rect_meets_polygon(r, diagonal)
    assert abs(r.centerx - 650) < 260 and abs(r.centery - 640) < 160  # near the mouse, in the free corner


def test_at_the_window_edge_it_stays_inside_and_off_the_mouse():
    for mouse in ((995, 695), (5, 5), (995, 5), (5, 695)):
        r = place_tooltip(SIZE, mouse, _keep([(900, 600, 100, 100)]))
        assert BOUNDS.contains(r)
        assert not r.collidepoint(mouse)
        assert not r.colliderect(pygame.Rect(900, 600, 100, 100))


def test_the_piece_under_the_mouse_is_never_covered():
    token = pygame.Rect(390, 290, 40, 40)
    r = place_tooltip(SIZE, (400, 300), _keep(), hovered=token)
    assert not r.colliderect(token)


def test_confined_panels_stay_in_their_part_and_with_no_room_cover_least():
    keep = _keep([(0, 0, 1000, 600)])
    keep.confine(pygame.Rect(0, 0, 1000, 650))  # the strip under 600 is too low for 80 pixels
    r = keep.place(SIZE, [pygame.Rect(100, 100, *SIZE)])
    assert r == pygame.Rect(100, 100, *SIZE)  # nowhere is free: the one preferred place
    keep = _keep([(0, 0, 1000, 600)])
    keep.confine(pygame.Rect(0, 560, 1000, 140))  # a taller strip holds it
    r = keep.place(SIZE, [pygame.Rect(100, 100, *SIZE)])
    assert pygame.Rect(0, 560, 1000, 140).contains(r) and not keep.covered(r)
