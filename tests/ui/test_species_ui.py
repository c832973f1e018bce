"""The UI draws and words any monster species from its data: the development
species (greenthings/devtools/toy_species.py: other stage ids, names,
letters, no Fragment stage, its own colour and marking) on the board, in
the sentences, the rules and the new game page."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from greenthings.devtools import toy_species
from greenthings.engine import SHIPPED_SPECIES, SPECIES, Action, Options, monster_stage, pieces, species_of
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.session import describe_action, new_session

SPECIES_ID = toy_species.ID


@pytest.fixture(scope="module")
def blobs_session():
    from greenthings.devtools.demo import busy_session

    return busy_session(11, min_pieces=30, species=SPECIES_ID)


def test_the_board_draws_the_species_tokens(app, blobs_session):
    from greenthings.ui.draw.tokens import monster_colours, piece_token
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.board import BoardScene

    species = species_of(blobs_session.state)
    assert species.id == SPECIES_ID
    board = app.stack.push(BoardScene(app.context, blobs_session, computer=InlinePlayer(None, 1)))
    for _ in range(5):
        app.step(1 / 60, events=[])
    monsters = pieces(blobs_session.state, "monsters")
    assert monsters and board.view.piece_rects
    for view in monsters:
        tok = piece_token(blobs_session.state, view.id)
        assert tok.label == view.stage.letter
        assert tok.look.role == view.stage.role
        assert tok.look.colour == tuple(species.look.colour) and tok.look.marking == species.look.marking
    # A drawn monster token carries the species' colour (tinted by its role).
    drawn = {m for _rect, members in board.view.piece_rects for m in members}
    on_board = [v for v in monsters if v.id in drawn and not v.stunned]
    assert on_board
    rect = next(r for r, members in board.view.piece_rects if on_board[0].id in members)
    fill, _edge, _text = monster_colours(piece_token(blobs_session.state, on_board[0].id).look)
    colours = {app.window.get_at((x, y))[:3] for x in range(rect.left, rect.right)
               for y in range(rect.top, rect.bottom)}
    assert tuple(fill) in colours


def test_sentences_use_the_species_words():
    from greenthings.ui.game.confirm import unfinished_business

    session = new_session(GameConfig(seed=4, opponent="hotseat", species=SPECIES_ID))
    species = SPECIES[SPECIES_ID]
    state = session.state
    big = species.by_role("adult")
    grow = describe_action(state, Action("grow", choice=big.id))
    assert big.plural in grow and species.stage(big.lays).name in grow
    # Play to the monsters' move: the "end anyway?" sentence counts them in their words.
    for _ in range(400):
        if state.phase == "monster-move":
            break
        acts = session.legal_actions()
        session.play(next((a for a in acts if a.type == "end-phase"), acts[0]))
        state = session.state
    assert state.phase == "monster-move"
    text = unfinished_business(state, session.legal_actions())
    assert text and "not moved" in text
    stages = {monster_stage(state, v.id) for v in pieces(state, "monsters")}
    assert any(st.plural in text or st.name in text for st in stages)
    assert not re.search(r"Adult|Bab(y|ies)|Egg", text)


def test_rules_and_how_to_play_speak_of_the_species():
    from greenthings.ui.game.rules_text import all_sections
    from greenthings.ui.scenes.howto import legend_entries

    species = SPECIES[SPECIES_ID]
    pieces_section = next(s for s in all_sections(species) if s.title == "Pieces and numbers")
    for st in species.stages:
        assert f"<b>{st.name}</b>" in pieces_section.body
    assert "Adult" not in pieces_section.body
    texts = [text for _tok, text in legend_entries(species)]
    assert all(any(t.startswith(st.name + ":") for t in texts) for st in species.stages)


def test_new_game_page_offers_the_species_and_starts_it(app):
    from greenthings.ui.scenes import routes

    routes.open_new_game(app.context)
    page = app.stack.top
    # Only the species the game ships are offered, not the development one...
    assert SPECIES_ID in SPECIES and page.species_list.ids == [sp.id for sp in SHIPPED_SPECIES]
    # ...which still starts when chosen some other way (the last options).
    page.config.species = SPECIES_ID
    page.config.opponent = "hotseat"
    page.start()
    assert app.stack.top.name == "setup"
    assert species_of(app.stack.top.session.state).id == SPECIES_ID
    assert SPECIES[SPECIES_ID].name in app.stack.top.session.config.describe()


UI = Path(__file__).resolve().parents[2] / "greenthings" / "ui"
# The rules reference retells the rulebook's own monsters around the species' words; the
# tutorial's chapters teach on games of the rulebook's own monsters only (its positions
# are Awful Green Things games: tutorial/positions.py).
NOT_CHECKED = ("game/rules_text.py", "tutorial/chapters.py")
# The game's name, and the weapon effect chit "1 Die Fragments" (the engine's, not a stage).
TITLES = ("The Awful Green Things From Outer Space", '"The Awful Green Things"', '"fragments": "Fragments"')


@pytest.mark.parametrize("path", sorted(p for p in UI.rglob("*.py")
                                         if not str(p.relative_to(UI)).startswith(NOT_CHECKED)),
                         ids=lambda p: str(p.relative_to(UI)))
def test_no_species_words_written_into_the_ui(path):
    """Stage names come from the species, never from the code."""
    default = SPECIES[Options().species]
    words = {w for st in default.stages for w in (st.name, st.plural)} | {"Green Things"}
    pattern = re.compile(r"\b(" + "|".join(sorted(words)) + r")\b")
    found = [f"line {i}: {line.strip()}" for i, line in enumerate(path.read_text().splitlines(), 1)
             if pattern.search(line) and not any(t in line for t in TITLES)]
    assert not found, "\n".join(found)
