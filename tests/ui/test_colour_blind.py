"""Issue 25 item 11: a colour-blind-safe palette (Settings, "Colours").  The
colours that carry meaning stay apart for each common kind of colour
blindness, where the standard palette's do not; the setting is kept, and the
board lights its moves and targets in the safe colours at once."""
from __future__ import annotations

import json

import pytest

from greenthings.ui.draw import palette as P
from tests.ui.driver import Driver

# Machado, Oliveira and Fernandes (2009), severity 1, on linear RGB.
SIMULATIONS = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
# Colours that mean different things where they meet on the screen.
PAIRS = [("LEGAL_MOVE", "LEGAL_TARGET"), ("GOOD", "BAD"), ("SELECT", "ACTOR_HINT"), ("LEGAL_TARGET", "ACTOR_HINT"),
         ("SELECT", "LEGAL_TARGET"), ("LEGAL_MOVE", "ACTOR_HINT"), ("WARN", "BAD")]
APART = 20.0  # CIE76 distance: clearly different at a glance


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(rgb) -> tuple[float, float, float]:
    r, g, b = (_linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in (x, y, z)]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def _seen(rgb, kind: str) -> tuple[float, float, float]:
    lin = [_linear(c) for c in rgb]
    out = [max(0.0, min(1.0, sum(m * v for m, v in zip(row, lin)))) for row in SIMULATIONS[kind]]
    return tuple(255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055) for v in out)


def _distance(a, b, kind) -> float:
    la, lb = _lab(_seen(a, kind)), _lab(_seen(b, kind))
    return sum((p - q) ** 2 for p, q in zip(la, lb)) ** 0.5


@pytest.fixture(autouse=True)
def standard_afterwards():
    yield
    P.use("standard")  # the palette is the process's: leave it as the other tests expect


def test_the_safe_palette_keeps_every_meaningful_pair_apart_and_the_standard_does_not():
    safe, standard = P.PALETTES["colour-blind"], P.PALETTES["standard"]
    for kind in SIMULATIONS:
        for a, b in PAIRS:
            d = _distance(safe[a], safe[b], kind)
            assert d >= APART, f"{kind}: {a} {safe[a]} and {b} {safe[b]} look alike ({d:.0f})"
    too_close = [(kind, a, b) for kind in SIMULATIONS for a, b in PAIRS
                 if _distance(standard[a], standard[b], kind) < APART]
    assert ("deuteranopia", "GOOD", "BAD") in too_close  # what the option is for


def test_the_setting_switches_the_board_and_is_kept(app, paths):
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session
    from greenthings.ui.game.settings import load_settings
    from greenthings.ui.scenes.board import BoardScene
    from greenthings.ui.scenes.settings import SettingsScene

    d = Driver(app)
    board = BoardScene(app.context, new_session(GameConfig(seed=3, opponent="hotseat")))
    app.stack.push(board)
    d.frames(2)
    assert P.LEGAL_MOVE in board.picture.highlights.values()  # the crew's posts, lit
    page = app.stack.push(SettingsScene(app.context))
    d.frames(1)
    assert page.colours_button.text == "Colours: standard"
    d.click_button(page.colours_button)
    assert app.settings.colour_blind and page.colours_button.text == "Colours: colour-blind safe"
    assert P.LEGAL_MOVE == P.PALETTES["colour-blind"]["LEGAL_MOVE"]
    assert P.LOG_COLOURS["crew-death"] == P.PALETTES["colour-blind"]["BAD"]
    assert json.loads(paths.settings_file.read_text())["colour_blind"] is True
    d.key(27)  # Esc: back to the board, which lights its posts in the safe blue
    board.dirty = True
    d.frames(2)
    lit = set(board.picture.highlights.values())
    assert P.PALETTES["colour-blind"]["LEGAL_MOVE"] in lit and P.PALETTES["standard"]["LEGAL_MOVE"] not in lit
    # The next start draws with it from the first frame.
    P.use("standard")
    from greenthings.ui.app import App

    again = App(paths, load_settings(paths.settings_file), fullscreen=False)
    try:
        assert P.SELECT == P.PALETTES["colour-blind"]["SELECT"]
    finally:
        again.close()
