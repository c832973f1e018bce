"""Several pieces moving (or attacking) together in one gesture: a dragged
stack, Shift+click, the "how many" buttons, Shift+click to add crewmen; one
undo takes the whole group move back."""
from __future__ import annotations

import pygame

from greenthings.engine import Game, battle
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.session import GameSession

from .driver import Driver


def _board(app, crew, monsters, phase):
    from tests.engine.helpers import position

    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.board import BoardScene

    s, ids = position(crew, monsters, phase=phase)
    session = GameSession(Game.from_position(s), GameConfig(opponent="hotseat"))
    board = BoardScene(app.context, session, computer=InlinePlayer(None, 1))
    app.stack.push(board)
    app.step(1 / 60, events=[])
    return board, ids


def _token_of(board, piece):
    return next(rect.center for rect, members in board.view.piece_rects if piece in members)


def _free_point(board, area):
    return Driver(None, seed=1)._free_point(board, area)


def _where(board, ids):
    return sorted(board.session.state.loc[m] for m in ids.values())


def test_dragging_a_stack_moves_it_all_and_one_undo_brings_it_back(app):
    board, ids = _board(app, {"cook": "sick-bay"}, [("adult", "galley")] * 3, "monster-move")
    d = Driver(app)
    start = _token_of(board, ids["adult1"])
    dest = _free_point(board, "mess-deck")
    motion = lambda p, b=(1, 0, 0): pygame.event.Event(pygame.MOUSEMOTION, pos=(int(p[0]), int(p[1])),  # noqa: E731
                                                       rel=(0, 0), buttons=b)
    d.frames(1, events=[motion(start, (0, 0, 0))])
    d.frames(1, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    mid = ((start[0] + dest[0]) / 2, (start[1] + dest[1]) / 2)
    d.frames(1, events=[motion(mid)])
    assert board.pointer.dragging
    d.frames(1, events=[motion(dest)])
    d.frames(1, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(dest[0]), int(dest[1])), button=1)])
    assert _where(board, ids) == ["mess-deck"] * 3
    assert len(board.session.game.actions) == 3
    d.settle()
    d.key(pygame.K_u, text="u")
    assert _where(board, ids) == ["galley"] * 3
    assert len(board.session.game.actions) == 0


def test_click_moves_one_shift_click_moves_the_rest(app):
    board, ids = _board(app, {"cook": "sick-bay"}, [("adult", "galley")] * 3, "monster-move")
    d = Driver(app)
    d.click(_token_of(board, ids["adult1"]))
    assert board.selection.piece in ids.values()
    d.click(_free_point(board, "mess-deck"))
    d.settle()
    assert _where(board, ids).count("mess-deck") == 1
    # Select one left in the galley; Shift+click the destination: both go.
    left = [m for m in ids.values() if board.session.state.loc[m] == "galley"]
    d.click(_token_of(board, left[0]))
    assert board.offer.stack_mates(board.selection.piece)
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        d.click(_free_point(board, "mess-deck"))
    finally:
        pygame.key.set_mods(0)
    assert _where(board, ids) == ["mess-deck"] * 3


def test_how_many_buttons(app):
    board, ids = _board(app, {"cook": "sick-bay"}, [("baby", "galley")] * 4, "monster-move")
    d = Driver(app)
    d.click(_token_of(board, ids["baby1"]))
    labels = [b.text for b, _ in board.panel.buttons]
    assert labels[:4] == ["Just 1", "2", "3", "All 4"]
    d.click_button(board.panel.buttons[1][0])  # 2 together
    assert len(board.selection.group) == 1
    d.click(_free_point(board, "mess-deck"))
    assert _where(board, ids).count("mess-deck") == 2


def test_how_many_buttons_show_their_whole_labels(app):
    """A big stack: the "Just 1 ... All N" buttons each show their whole word
    (the middle counts give way when the panel is narrow)."""
    board, ids = _board(app, {"cook": "sick-bay"}, [("baby", "galley")] * 7, "monster-move")
    Driver(app).click(_token_of(board, ids["baby1"]))
    counts = [b for b, _ in board.panel.buttons if b.text in ("Just 1", "All 7") or b.text.isdigit()]
    assert counts[0].text == "Just 1" and counts[-1].text == "All 7"
    for b in counts:
        inner = b.rect.w - 2 * (b.border_width["left"] + b.shadow_width) - 4
        assert b.font.size(b.text)[0] <= inner, (b.text, b.rect.w)


def test_shift_click_adds_crewmen_and_they_move_together(app):
    board, _ = _board(app, {"cook": "galley", "doc": "galley", "sergeant": "sick-bay"},
                      [("egg", "science-lab")], "crew-move")
    d = Driver(app)
    d.click(_token_of(board, "cook"))
    assert board.selection.piece == "cook"
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        d.click(_token_of(board, "doc"))
    finally:
        pygame.key.set_mods(0)
    assert board.selection.piece == "cook" and board.selection.group == ["doc"]
    d.click(_free_point(board, "mess-deck"))
    st = board.session.state
    assert st.loc["cook"] == st.loc["doc"] == "mess-deck" and st.loc["sergeant"] == "sick-bay"


def test_a_stack_attacks_together(app):
    board, ids = _board(app, {"cook": "galley"}, [("adult", "galley")] * 2, "monster-attack")
    d = Driver(app)
    d.click(_token_of(board, ids["adult1"]))
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        d.click(_token_of(board, "cook"))
    finally:
        pygame.key.set_mods(0)
    decl = battle(board.session.state).declarations
    assert sorted(x.attacker for x in decl) == sorted(ids.values())


def test_a_crowded_room_opens_out_and_its_tokens_can_be_clicked(app):
    """Resting the mouse on a crowded room shows its pieces at full size
    beside it; a click there selects the piece as on the map."""
    crew = {c: "pool-room" for c in ("cook", "doc", "sergeant", "marine-19", "marine-18", "pilot-15",
                                     "pilot-12", "eng-officer")}
    board, _ = _board(app, crew, [("egg", "galley")], "crew-move")
    d = Driver(app)
    assert board.view.is_cramped("pool-room")
    centre = board.view.center("pool-room")
    d.frames(1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=(int(centre[0]), int(centre[1])), rel=(0, 0),
                                           buttons=(0, 0, 0))])
    d.frames(40)
    assert board.pointer.spread_area == "pool-room" and board.view.spread is not None
    rect, members = board.view.spread[2][3]
    assert rect.w >= 36  # full size, numbers shown
    d.click(rect.center)
    assert board.selection.piece == members[0]
    # Away from the room and its panel, it closes.
    d.frames(1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=board.view.center("cockboat-bay"), rel=(0, 0),
                                           buttons=(0, 0, 0))])
    d.frames(20)
    assert board.pointer.spread_area is None


def test_a_click_on_the_opened_out_panel_background_reaches_the_map(app):
    crew = {c: "pool-room" for c in ("cook", "doc", "sergeant", "marine-19", "marine-18", "pilot-15",
                                     "pilot-12", "eng-officer")}
    board, _ = _board(app, crew, [("egg", "galley")], "crew-move")
    d = Driver(app)
    centre = board.view.center("pool-room")
    d.frames(1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=(int(centre[0]), int(centre[1])), rel=(0, 0),
                                           buttons=(0, 0, 0))])
    d.frames(40)
    _aid, panel, tokens = board.view.spread
    # A point of the panel off its tokens, over the map.
    spot = next((x, y) for x in range(panel.left + 2, panel.right - 2, 3)
                for y in range(panel.top + 2, panel.bottom - 2, 3)
                if not any(r.collidepoint((x, y)) for r, _ in tokens) and board.view.rect.collidepoint((x, y)))
    from greenthings.ui.draw.tokens import point_in_polygon

    beneath = next((aid for aid, poly in board.view._polys.items() if point_in_polygon(spot[0], spot[1], poly)), None)
    d.click(spot)
    assert board.pointer.spread_area is None
    assert beneath is not None and board.pointer.hover_area == beneath
