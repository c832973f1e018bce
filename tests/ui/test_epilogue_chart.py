"""The Epilogue chart is laid out cleanly at every supported window size:
no line runs through a box other than its two ends, boxes keep apart and
inside the frame, every label fits its box without squashing, arrowheads
are big enough to see."""
from __future__ import annotations

import itertools

import pygame
import pytest

from greenthings.engine import epilogue_chart
from greenthings.ui.scenes.epilogue.chart import JourneyChart, chart_edges, segment_hits_rect
from greenthings.ui.scenes.epilogue.layout import layout

SIZES = [(1024, 640), (1280, 800), (1440, 900), (1920, 1080), (2560, 1440), (3840, 2160)]


def _chart(size) -> JourneyChart:
    chart = JourneyChart()
    where = layout(*size)
    chart.place(where.chart, where.scale)
    return chart


def test_the_segment_check_sees_a_crossing_and_a_miss():
    box = pygame.Rect(10, 10, 20, 10)
    assert segment_hits_rect((0, 15), (50, 15), box)
    assert not segment_hits_rect((0, 0), (50, 5), box)
    assert not segment_hits_rect((0, 30), (5, 0), box)


def test_every_step_and_every_way_between_them_is_drawn():
    drawn = {(e.a, e.b) for e in chart_edges()} | {(e.b, e.a) for e in chart_edges() if e.both_ways}
    assert drawn == {(s.step, b) for s in epilogue_chart().values() for b in s.next}


@pytest.mark.parametrize("size", SIZES)
def test_no_line_runs_through_a_box(size):
    chart = _chart(size)
    boxes = chart.node_rects()
    for edge in chart_edges():
        p, q = chart.edge_segment(edge)
        for step, box in boxes.items():
            if step in (edge.a, edge.b):
                continue
            assert not segment_hits_rect(p, q, box.inflate(4, 4)), f"{edge} crosses step {step} at {size}"


@pytest.mark.parametrize("size", SIZES)
def test_lines_end_at_box_borders(size):
    chart = _chart(size)
    for edge in chart_edges():
        p, q = chart.edge_segment(edge)
        for point, step in ((p, edge.a), (q, edge.b)):
            box = chart.node_rect(step)
            assert box.inflate(2, 2).collidepoint(point) and not box.inflate(-2, -2).collidepoint(point)


@pytest.mark.parametrize("size", SIZES)
def test_boxes_keep_apart_inside_the_frame(size):
    chart = _chart(size)
    boxes = chart.node_rects()
    for box in boxes.values():
        assert chart.rect.contains(box)
    for (a, ra), (b, rb) in itertools.combinations(boxes.items(), 2):
        assert not ra.inflate(8, 8).colliderect(rb), (a, b, size)


@pytest.mark.parametrize("size", SIZES)
def test_labels_fit_their_boxes_unsquashed(app, size):
    from greenthings.ui.draw.fonts import font, wrap_text

    chart = _chart(size)
    f = font(chart.label_font_size(), bold=True, condensed=True)
    assert chart.label_font_size() >= 11 * layout(*size).scale
    for step, info in epilogue_chart().items():
        box = chart.node_rect(step)
        lines = wrap_text(f"{step}. {info.name}", f, box.w - 8)
        assert len(lines) <= 2, (step, lines)
        assert all(f.size(t)[0] <= box.w - 8 for t in lines), (step, lines, box)
        assert len(lines) * f.get_linesize() <= box.h


def test_arrowheads_are_big_enough_to_see():
    chart = _chart((1024, 640))
    assert chart.arrow_size() >= 9


def _crosses(a, b, c, d) -> bool:
    def turn(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return turn(a, b, c) * turn(a, b, d) < 0 and turn(c, d, a) * turn(c, d, b) < 0


def test_few_lines_cross_each_other():
    """Lines may cross each other only where the layout cannot avoid it: four times at most."""
    chart = _chart((1280, 800))
    edges = chart_edges()
    crossings = [(e, f) for e, f in itertools.combinations(edges, 2)
                 if not {e.a, e.b} & {f.a, f.b} and _crosses(*chart.edge_segment(e), *chart.edge_segment(f))]
    assert len(crossings) <= 4, crossings
