"""The board and the epilogue play a game of another species (the development
species in greenthings/devtools/toy_species.py: other stage ids, names and
letters, no Fragments) by mouse and keys, naming its monsters its own way."""
from __future__ import annotations

from greenthings.devtools import toy_species
from greenthings.engine import CONCEDE, Game, Options, monster_stage, pieces, species_of
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.session import GameSession

from .driver import Driver


def _blobs_board(app, seed: int = 5):
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.board import BoardScene

    session = GameSession(Game.new(seed, Options(species=toy_species.ID)), GameConfig(seed=seed, opponent="hotseat"))
    board = app.stack.push(BoardScene(app.context, session, computer=InlinePlayer(None, seed)))
    app.step(1 / 60, events=[])
    return board


def test_a_game_of_another_species_is_played_on_the_board(app):
    app.settings.confirm_end_phase = False
    board = _blobs_board(app)
    session = board.session
    species = species_of(session.state)
    assert species.id == toy_species.ID
    d = Driver(app, seed=5)
    seen, labels = set(), set()
    for _ in range(250):
        d.settle()
        if d.top is not board or session.state.round >= 2 and "monster-move" in seen:
            break
        phase = session.state.phase
        seen.add(phase)
        if phase == "setup-monsters":
            labels |= {b.text for b, _ in board.panel.buttons}
        d.board_turn(board, end_bias=0.15)
    assert {"setup-monsters", "monster-move"} <= seen, seen
    # The stages to place are offered by the species' names.
    assert any(label.startswith("Place: ") and label[7:].split(" (")[0] in {st.name for st in species.stages}
               for label in labels), labels
    monsters = pieces(session.state, "monsters")
    assert monsters
    # Each monster's token shows its stage's letter.
    tokens = {t.piece: t for toks in board.picture.tokens.values() for t in toks}
    for view in monsters:
        assert tokens[view.id].label == monster_stage(session.state, view.id).letter


def test_a_monster_of_another_species_is_described_in_its_words(app):
    board = _blobs_board(app)
    session = board.session
    for _ in range(400):  # on to the monsters' move
        if session.state.phase == "monster-move":
            break
        acts = session.legal_actions()
        session.play(next((a for a in acts if a.type == "end-phase"), acts[0]))
    assert session.state.phase == "monster-move"
    board.dirty = True
    app.step(1 / 60, events=[])
    mover = next(a.piece for a in session.legal_actions() if a.type == "move")
    rect = next(r for r, members in board.view.piece_rects if mover in members)
    d = Driver(app)
    d.click(rect.center)
    assert board.selection.piece is not None
    stage = monster_stage(session.state, board.selection.piece)
    d.frames(2)
    text = " ".join(line for line, _ in board.panel.lines)
    assert f"{stage.name} " in text and "constitution" in text


def test_the_score_names_the_winning_species(app):
    from greenthings.ui.scenes.epilogue import EpilogueScene
    from greenthings.ui.scenes.epilogue.score import headline

    board = _blobs_board(app)
    session = board.session
    session.play(CONCEDE)  # the crew give up
    scene = app.stack.push(EpilogueScene(app.context, session))
    for _ in range(3):
        app.step(1 / 60, events=[])
    assert scene.session.over and headline(session.state) == f"{species_of(session.state).the} win!"
    assert "Toy Blobs" in headline(session.state)
