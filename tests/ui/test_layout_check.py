"""Every scene is laid out cleanly at the supported window sizes: each text
and widget inside the window, none clipped, none over another (the check of
``python -m greenthings --smoke-test --size WxH``); and the check itself
catches each kind of fault."""
from __future__ import annotations

import pygame
import pytest

from tests.long import long_case
from pygame_gui.elements import UIButton, UILabel

from greenthings.devtools.smoke import scene_factories

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]
NAMES = [name for name, _ in scene_factories()]


@pytest.fixture(scope="module")
def windows(tmp_path_factory):
    """One app per window size, shared by the module's tests (opening a
    window and loading fonts is the slow part)."""
    from greenthings.ui.app import App
    from greenthings.ui.game.paths import resolve_paths
    from greenthings.ui.game.settings import Settings

    apps = {}
    for size in SIZES:
        home = tmp_path_factory.mktemp(f"home{size[0]}")
        paths = resolve_paths({"GREENTHINGS_HOME": str(home)}).ensure()
        apps[size] = App(paths, Settings(window_size=size, seen_how_to_play=True), fullscreen=False, sound=False)
    yield apps
    for app in apps.values():
        app.close()


def _show(app, size, name):
    from greenthings.devtools.smoke import push_all

    # The shared apps each keep their own display surface; make this one current.
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    push_all(app, dict(scene_factories())[name](app.context))
    for _ in range(3):
        app.step(1 / 60, events=[])


# A full-HD window by default; the smallest, 1024x640, is checked scene by scene by the smoke test
# (tests/ui/test_smoke_cli.py runs `python -m greenthings --smoke-test --size 1024x640`, the same check
# and the hover panels); every size here in the long checks. The 4K tooltips and busy board have tests
# of their own.
@pytest.mark.parametrize("size", [s if s == (1920, 1080) else long_case(s, id=f"{s[0]}x{s[1]}")
                                  for s in SIZES], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", NAMES)
def test_scene_layout(windows, size, name):
    from greenthings.devtools.layout_check import check_layout

    app = windows[size]
    try:
        _show(app, size, name)
        assert app.window.get_size() == size
        problems = check_layout(app)
    finally:
        app.stack.clear()
    assert not problems, "\n".join(problems)


def _bare_scene(app, build, draw=None):
    from greenthings.ui.scene import Scene

    class Page(Scene):
        name = "faulty"

        def enter(self):
            self.ui = self.context.new_ui_manager()
            build(self.ui)

        def draw(self, surface):
            surface.fill((0, 0, 0))
            if draw:
                draw(surface)
            super().draw(surface)

    app.stack.push(Page(app.context))
    app.step(1 / 60, events=[])


def test_the_check_finds_overlapping_widgets(app):
    from greenthings.devtools.layout_check import check_layout

    _bare_scene(app, lambda ui: (UIButton(pygame.Rect(100, 100, 200, 40), "One", manager=ui),
                                 UIButton(pygame.Rect(250, 120, 200, 40), "Two", manager=ui)))
    problems = check_layout(app)
    assert len(problems) == 1 and "overlaps" in problems[0] and "'One'" in problems[0], problems


@pytest.mark.filterwarnings("ignore:Label Rect is too small")  # pygame-gui sees it too
def test_the_check_finds_clipped_words(app):
    from greenthings.devtools.layout_check import check_layout

    _bare_scene(app, lambda ui: UILabel(pygame.Rect(100, 100, 40, 30), "Far too many words here", manager=ui))
    problems = check_layout(app)
    assert len(problems) == 1 and "its words need" in problems[0], problems


def test_the_check_finds_widgets_and_text_outside_the_window(app):
    from greenthings.devtools.layout_check import check_layout
    from greenthings.ui.draw.fonts import font
    from greenthings.ui.draw.layout_record import blit_text

    def draw(surface):
        img = font(15).render("Off the edge", True, (255, 255, 255))
        blit_text(surface, img, (surface.get_width() - 20, 10), "edge")
        box = pygame.Rect(10, 300, 60, 40)
        blit_text(surface, img, box.topleft, "boxed", box)  # wider than its box

    _bare_scene(app, lambda ui: UIButton(pygame.Rect(1200, 700, 200, 40), "Out", manager=ui), draw)
    problems = check_layout(app)
    assert any("'Out'" in p and "outside the window" in p for p in problems), problems
    assert any("'edge'" in p and "outside the window" in p for p in problems), problems
    assert any("'boxed'" in p and "outside its box" in p for p in problems), problems
    assert len(problems) == 3, problems


def test_a_clean_page_passes(app):
    from greenthings.devtools.layout_check import check_layout

    _bare_scene(app, lambda ui: (UIButton(pygame.Rect(100, 100, 200, 40), "One", manager=ui),
                                 UIButton(pygame.Rect(100, 150, 200, 40), "Two", manager=ui)))
    assert check_layout(app) == []


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_busy_board_with_a_tooltip_and_dice(windows, size):
    """The busiest board, the mouse resting on an area with pieces (the
    tooltip), a piece selected and ten dice in the tray: still clean."""
    from greenthings.devtools.demo import busy_session
    from greenthings.devtools.layout_check import check_layout
    from greenthings.ui.draw.dice import DiceRoll
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.board import BoardScene

    app = windows[size]
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    try:
        board = app.stack.push(BoardScene(app.context, busy_session(11), computer=InlinePlayer(None, 1)))
        app.step(1 / 60, events=[])
        board.recap.dismiss()
        actors = [a.piece for a in board.offer.legal if a.piece]
        board.select(max(set(actors), key=actors.count))
        tokens = board.picture.tokens
        # An area whose pieces show full size (a cramped one would open out instead of a tooltip).
        quiet = min((k for k in tokens if tokens[k] and not board.view.is_cramped(k)), key=lambda k: len(tokens[k]))
        x, y = board.view.center(quiet)
        board.player.dice = DiceRoll([1 + k % 6 for k in range(10)], label="Ten dice", seed=1)
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(90):  # the dice land, the mouse rests long enough for the tooltip
            app.step(1 / 30, events=[motion])
        assert board.painter.tooltip_rect is not None
        problems = check_layout(app)
    finally:
        app.stack.clear()
    assert not problems, "\n".join(problems)


def test_the_check_finds_words_cut_short(app):
    """A label cut with an ellipsis where its tooltip has the whole sentence
    (the side panel's old "Go to Atmosphere Probe Lau..."); an ellipsis that
    is the label's own ("Export game...") is no fault."""
    from greenthings.devtools.layout_check import check_layout

    _bare_scene(app, lambda ui: (
        UIButton(pygame.Rect(100, 100, 300, 40), "Go to Atmosphere Probe Lau\u2026", manager=ui,
                 tool_tip_text="Go to Atmosphere Probe Launch"),
        UIButton(pygame.Rect(100, 150, 300, 40), "Export game...", manager=ui, tool_tip_text="Save a copy")))
    problems = check_layout(app)
    assert len(problems) == 1 and "its words are cut" in problems[0] and "Lau" in problems[0], problems


def test_the_hover_check_finds_tooltips_that_break_words_or_cover_buttons(app):
    """pygame-gui's own tooltip (170 pixels, below the mouse) breaks a long
    word and lies over the button below; ours does neither."""
    import pygame_gui

    from greenthings.devtools.hover_check import tooltip_hover_check

    def buttons(ui):
        tip = "Shortcut: /home/somebody/.local/share/greenthings/saves/a-long-name.json"
        return [UIButton(pygame.Rect(100, 100 + 44 * i, 300, 40), f"Choice {i + 1}", manager=ui, tool_tip_text=tip)
                for i in range(3)]

    plain = pygame_gui.UIManager(app.window.get_size())
    buttons(plain)
    checked, problems = tooltip_hover_check(plain)
    assert checked == 3
    assert any("breaks '/home/" in p for p in problems), problems
    assert any("covers the button 'Choice 2'" in p for p in problems), problems
    ours = app.context.new_ui_manager()
    buttons(ours)
    assert tooltip_hover_check(ours) == (3, [])


def test_the_hover_check_finds_a_panel_over_a_lit_target(windows, monkeypatch):
    """Hovering every lit target of every pick on a crowded board: no panel
    over another target; and the check notices one that is."""
    from greenthings.devtools.hover_check import board_hover_check
    from greenthings.ui.scenes.board import painter

    size = (1024, 640)
    app = windows[size]
    try:
        _show(app, size, "crowded")
        board = app.stack.top
        checked, problems = board_hover_check(board, app.window)
        assert checked > 50 and problems == [], problems[:5]
        # A tooltip laid over the first lit area it can find is caught.
        def careless(size, mouse, keep, hovered=None):
            areas, _ringed = board.view.lit_targets()
            others = [a for a in areas if a != board.view.area_at(mouse)]
            if not others:
                return pygame.Rect(mouse[0] + 16, mouse[1] + 16, *size)
            return pygame.Rect((0, 0), size).move(*(int(v) for v in board.view.center(others[0])))

        monkeypatch.setattr(painter, "place_tooltip", careless)
        _checked, problems = board_hover_check(board, app.window)
        assert any("covers the lit area" in p for p in problems), problems[:5]
    finally:
        app.stack.clear()


def test_tooltips_and_scroll_bars_follow_the_scale(windows):
    """At 3840x2160 (scale 2.7) a tooltip is as wide as its words and breaks
    none; scroll bars and a slider's arrows are 20 design pixels wide, not 20 pixels."""
    from pygame_gui.elements import UIHorizontalSlider, UIScrollingContainer, UISelectionList, UITextBox

    from greenthings.devtools.hover_check import hide_tooltip, show_tooltip, tooltip_fit

    size = (3840, 2160)
    app = windows[size]
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    made = {}

    def build(ui):
        made["box"] = UITextBox("<br>".join(f"Line {i}" for i in range(80)), pygame.Rect(100, 100, 900, 600),
                                manager=ui)
        made["list"] = UISelectionList(pygame.Rect(1100, 100, 900, 600), [f"Item {i}" for i in range(80)],
                                       manager=ui)
        made["slider"] = UIHorizontalSlider(pygame.Rect(100, 800, 900, 80), 50, (0, 100), manager=ui)
        container = made["rows"] = UIScrollingContainer(pygame.Rect(2100, 100, 900, 600), manager=ui)
        container.set_scrollable_area_dimensions((850, 3000))
        made["button"] = UIButton(pygame.Rect(100, 1000, 400, 100), "Back", manager=ui,
                                  tool_tip_text="Back to the menu (Shortcut: Esc)")

    try:
        _bare_scene(app, build)
        app.step(1 / 60, events=[])
        bar = app.context.scale.px(20)
        assert bar == 54
        assert made["box"].scroll_bar.rect.w == bar and made["list"].scroll_bar.rect.w == bar
        assert made["slider"].left_button.rect.w == bar and made["rows"].vert_scroll_bar.rect.w == bar
        tip = show_tooltip(made["button"])
        assert tooltip_fit(tip) == []
        fnt = app.stack.top.ui.get_theme().get_font(["tool_tip", "text_box"])
        assert tip.text_block.text_wrap_rect.w >= fnt.size("(Shortcut:")[0]
        assert len(tip.text_block.text_box_layout.layout_rows) == 1  # one line: as wide as its words
        hide_tooltip(made["button"])
    finally:
        app.stack.clear()
