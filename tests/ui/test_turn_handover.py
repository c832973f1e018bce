"""Issue 25 item 11: when the turn passes, the board says so.  In hot-seat
the crew's pick (the last crewman placed) is gone when the monster player
sits down; while the computer's first setup roll tumbles (or its last
placement still flies), the phase bar never says "Your turn"."""
from __future__ import annotations

from tests.ui.driver import Driver, click_action


def _before_the_crews_last_setup_action(config):
    """A session of ``config`` one action before the crew's setup hands over to
    the monsters (found on a scratch game of the same seed)."""
    from greenthings.ui.game.session import new_session

    scratch, crew_actions = new_session(config), 0
    while scratch.to_play == "crew":
        scratch.play(scratch.legal_actions()[0])
        crew_actions += 1
    session = new_session(config)
    for _ in range(crew_actions - 1):
        session.play(session.legal_actions()[0])
    return session


def test_in_hot_seat_the_crews_pick_is_gone_on_the_monsters_turn(app):
    from greenthings.ui.draw import palette as P
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.scenes.board import BoardScene

    session = _before_the_crews_last_setup_action(GameConfig(seed=3, opponent="hotseat"))
    board = BoardScene(app.context, session)
    app.stack.push(board)
    d = Driver(app)
    d.frames(2)
    last = session.legal_actions()[0]
    assert click_action(d, board, last)  # the last crewman placed with the mouse: picked, then his room
    d.settle()
    d.frames(2)
    assert session.to_play == "monsters" and session.human_turn()
    assert board.selection.piece is None and not board.selection.group
    assert P.SELECT not in board.picture.marked.values() and P.SELECT not in board.picture.highlights.values()
    assert last.piece not in board.picture.marked  # nothing of the crew's is lit for the monster player


def test_the_bar_never_says_your_turn_while_the_other_side_still_plays(app, monkeypatch):
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.scenes.board import BoardScene
    from greenthings.ui.scenes.board import bar as bar_module

    said: list[str] = []
    render = bar_module.render_text

    def noting(text, *args, **kw):
        said.append(text)
        return render(text, *args, **kw)

    monkeypatch.setattr(bar_module, "render_text", noting)
    app.context.settings.animation_speed = 4.0
    session = _before_the_crews_last_setup_action(GameConfig(seed=3))
    board = BoardScene(app.context, session, computer=InlinePlayer(None, 3))
    app.stack.push(board)
    passing = 0
    for _ in range(1500):
        said.clear()
        app.step(1 / 30, events=[])
        whose = next(t for t in said if "turn" in t or "thinking" in t or "over" in t)
        if whose.endswith("Your turn"):  # the player can act on what the board shows
            assert session.human_turn() and board.shown.next_to_play is None
            assert whose.startswith("CREW") and board.shown.to_play == "crew"
        if whose == "CREW  then the monsters' turn":
            passing += 1
            assert session.to_play == "monsters"
        if session.state.phase not in ("setup-weapons", "setup-crew", "setup-monsters"):
            break
        if not board.busy and session.human_turn():
            board.act(session.legal_actions()[0])
    assert session.state.phase == "discovery"
    assert passing > 10  # the monsters' first setup roll tumbled under these words
