"""Issue 25 item 8: what the screens say agrees with the rules (the rulebook
and the engine).  The Robot may carry a weapon, the Mascot never; a Crew
Survival game is won by bringing anyone home, with no points weighed; a
Purple Adult going through a wall is said so in the log, not as an
ordinary move."""
from __future__ import annotations

import re

import pygame

from greenthings.engine import MASCOT, ROBOT, locations


def _plain(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>|&nbsp;", " ", html))


def test_the_robot_may_carry_a_weapon_and_the_mascot_never_everywhere_it_is_said(app):
    from greenthings.ui.draw.fonts import font, wrap_text
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.rules_text import SECTIONS
    from greenthings.ui.game.session import new_session
    from greenthings.ui.game.species_text import default_species
    from greenthings.ui.scenes.howto import legend_entries

    # The engine: the Robot is offered a weapon, the Mascot never.
    session = new_session(GameConfig(seed=1, opponent="hotseat"))
    bot = InlinePlayer("heuristic", 1)
    offered: set[str] = set()
    for _ in range(300):
        for a in session.legal_actions():
            if a.type in ("grab", "give"):
                offered.add(a.target if a.type == "give" else a.piece)
        bot.request(session.state)
        session.play(bot.poll())
    assert ROBOT in offered and MASCOT not in offered
    # The how-to page's legend and the rules page say so.
    legend = next(text for tok, text in legend_entries(default_species()) if tok.piece == ROBOT)
    assert legend.startswith("The Robot") and "may carry a weapon; the Mascot never" in legend
    assert "never carry weapons" not in legend
    assert len(wrap_text(legend, font(13), 230)) <= 2  # the page draws two lines of it
    grab = _plain(next(s.body for s in SECTIONS if s.title == "Turn order"))
    assert "the Robot carries one like any crewman" in grab and "The Mascot and the monsters never use weapons" in grab


def _finished_survival(seed: int):
    from greenthings.devtools.demo import demo_session

    session = demo_session("epilogue", seed)
    while not session.over:
        session.play(session.legal_actions()[0])
    return session


def test_crew_survival_is_won_by_anyone_home_and_says_so(app):
    from greenthings.engine import game_result
    from greenthings.ui.draw import layout_record
    from greenthings.ui.scenes.epilogue.score import draw_score, score_reasons, totals, why_it_ended

    won, lost = _finished_survival(1), _finished_survival(2)
    assert game_result(won.state).winner == "crew" and game_result(lost.state).winner == "monsters"
    for session, home in ((won, "2"), (lost, "0")):
        result = game_result(session.state)
        assert result.monsters == 111  # the engine's sum, for the record, which no screen weighs
        assert [label for label, _ in totals(session.state)] == ["Crewmen home", "Their points"]
        assert totals(session.state)[0][1] == home
        assert "Crew Survival" in why_it_ended(session.state)
        said = " ".join([session.log[-1], *score_reasons(session.state)])
        assert "111" not in said and "monsters 111" not in session.log[-1].lower()
        # What the score screen draws: no monsters' 111 anywhere on it.
        surface = pygame.Surface((1280, 800))
        with layout_record.recording() as record:
            draw_score(surface, session.state, session.log[-4:], {"crew"})
        shown = " ".join(t.name for t in record.texts)
        assert "Monsters" not in shown and "Crewmen home" in shown
    assert "bringing any crewman home" in " ".join(score_reasons(won.state))
    assert won.log[-1] == "The crew wins: 2 crewmen home on Snudl-1 (35 points)."
    assert lost.log[-1] == "The monsters win: no crewman reached Snudl-1."


def test_a_purple_adult_through_a_wall_is_logged_as_phasing():
    from greenthings.devtools.demo import phasing_session
    from greenthings.ui.draw.walls import is_through_wall
    from greenthings.ui.game.turn_summary import grouped_log

    session, monster = phasing_session()
    # The crew's discovery went from the Pool Room to Passage 31 in one move, areas that share a wall:
    # said as an ordinary move (no crewman goes through walls).
    said = [line.text for line in grouped_log(session.state, session.log, session.record)]
    assert all(text.startswith("Adult ") for text in said if "phases" in text)
    assert any(" moves Pool Room \u2192 Passage 31" in text for text in said), said[:40]
    here = locations(session.state)[monster]
    move = next(a for a in session.legal_actions()
                if a.type == "move" and a.piece == monster and is_through_wall(session.state.map, here, a.to))
    session.play(move)
    line = grouped_log(session.state, session.log, session.record)[-1].text
    assert " phases through the wall: " in line and " moves " not in line, line
    # A further ordinary step folds into the same line, which still says it.
    more = [a for a in session.legal_actions() if a.type == "move" and a.piece == monster
            and not is_through_wall(session.state.map, move.to, a.to)]
    if more:
        session.play(more[0])
        line = grouped_log(session.state, session.log, session.record)[-1].text
        assert "(2 steps, 1 through a wall)" in line, line
