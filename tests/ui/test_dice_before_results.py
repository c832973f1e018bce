"""Nothing on the board changes before the roll that causes it has settled:
a piece killed by an attack stays drawn while the dice tumble and goes once
they have landed; the side panel and the phase bar keep the position from
before the roll until its events have played; the tray's dice go when the
next action starts.  For the player's attack and for the computer's."""
from __future__ import annotations

from typing import NamedTuple

import pygame
import pytest

from greenthings.engine import RESOLVE, apply, battle, legal_actions, locations
from greenthings.ui.game.botplayer import InlinePlayer
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.session import new_session

from tests.ui.driver import Driver, key_event


def killing_battle(phase: str, seeds=range(1, 60)):
    """A game at ``phase`` with attacks declared whose roll kills a piece:
    (session, the piece killed, the events the roll will give).  Found by
    playing random games and trying the roll on a copy of the position (the
    dice are the game's own, so the board rolls the same)."""
    for seed in seeds:
        session = new_session(GameConfig(seed=seed, opponent="hotseat"))
        crew, monsters = InlinePlayer(None, seed, end_bias=0.2), InlinePlayer(None, seed + 1, end_bias=0.02)
        for _ in range(1500):
            s = session.state
            if s.phase in ("over", "epilogue"):
                break
            if s.phase == phase and battle(s) is not None and RESOLVE in legal_actions(s):
                events = apply(s.clone(), RESOLVE)
                kills = [e["piece"] for e in events if e["type"] == "killed"]
                if kills and events[0]["type"] == "roll":
                    return session, kills[0], events
            bot = crew if session.to_play == "crew" else monsters
            bot.request(s)
            action = bot.poll()
            if action.type in ("board", "self-destruct"):
                action = next((a for a in legal_actions(s) if a.type == "end-phase"), action)
            session.play(action)
    pytest.fail(f"no {phase} battle with a kill in the seeds tried")


def drawn_pieces(board) -> set[str]:
    """The pieces the map drew in the last frame."""
    return {m for _rect, members in board.view.piece_rects for m in members}


class Frame(NamedTuple):
    victim_drawn: bool
    roll_shown: bool  # the killing roll's line is in the log (its dice have landed)
    dice_landed: bool  # the killing roll's dice lie in the tray
    panel: list[str]  # the side panel's lines
    bar_phase: str  # the phase the bar shows


def watch(app, board, victim: str, events: list[dict], log_before: int) -> list[Frame]:
    """Step frames until the roll's events have played, noting what each shows."""
    texts = [e for e in events if e.get("text")]
    killed_at = next(i for i, e in enumerate(events) if e["type"] == "killed" and e["piece"] == victim)
    roll = next(e for e in reversed(events[:killed_at]) if e["type"] == "roll")
    roll_line = log_before + texts.index(roll)
    frames = []
    for _ in range(900):
        app.step(1 / 60, events=[])
        dice = board.player.dice
        frames.append(Frame(victim in drawn_pieces(board), board.player.shown_log() > roll_line,
                            dice is not None and dice.values == roll["dice"] and dice.landed,
                            [text for text, _ in board.panel.lines], board.shown.state.phase))
        if not board.busy:
            app.step(1 / 60, events=[])
            return frames
    pytest.fail("the roll's events never finished playing")


def check(frames: list[Frame], board, victim: str) -> None:
    rolling = [f for f in frames if not f.roll_shown]
    assert rolling, "no frame showed the dice tumbling"
    assert all(f.victim_drawn for f in rolling), "the killed piece must stay on the map until its roll has landed"
    assert all(f.victim_drawn or (f.roll_shown and f.dice_landed) for f in frames), \
        "a piece went before its dice settled"
    assert any(not f.victim_drawn for f in frames) or victim not in drawn_pieces(board)
    assert victim not in drawn_pieces(board), "after the roll the killed piece is gone"


def test_a_monster_killed_by_the_players_attack_goes_only_after_its_dice_land(app):
    from greenthings.ui.scenes.board import BoardScene

    session, victim, events = killing_battle("crew-attack")
    board = app.stack.push(BoardScene(app.context, session, computer=InlinePlayer(None, 1)))
    Driver(app).frames(3)
    assert victim in drawn_pieces(board)
    assert any(text.startswith("Declared attacks") for text, _ in board.panel.lines)
    log_before, played = len(session.log), len(session.game.actions)
    app.step(1 / 60, events=[key_event(pygame.K_RETURN, text="\r")])  # Enter rolls the declared attacks
    assert len(session.game.actions) == played + 1
    assert victim not in {p for p, a in locations(session.state).items() if a}, "the engine has killed it already"
    frames = watch(app, board, victim, events, log_before)
    check(frames, board, victim)
    # While the dice tumbled the panel still listed the declared attacks.
    assert any(line.startswith("Declared attacks") for line in frames[0].panel)
    # The dice stay in the tray to be read until the next action starts.
    old = board.player.dice
    assert old is not None and old.landed
    Driver(app).frames(30)
    assert board.player.dice is old
    board.act(next(a for a in session.legal_actions() if a.type == "end-phase"))
    assert board.player.dice is not old


def test_a_crewman_killed_in_the_computers_attack_goes_only_after_its_dice_land(app):
    from greenthings.ui.scenes.board import BoardScene

    session, victim, events = killing_battle("monster-attack")
    session.config.opponent, session.config.side = "computer", "crew"  # the computer plays the monsters
    board = app.stack.push(BoardScene(app.context, session, computer=RollsTheAttacks()))
    log_before, played = len(session.log), len(session.game.actions)
    frames = watch(app, board, victim, events, log_before)
    assert len(session.game.actions) == played + 1 and session.game.actions[-1] == RESOLVE
    check(frames, board, victim)
    assert all(f.bar_phase == "monster-attack" for f in frames if not f.roll_shown)


class RollsTheAttacks:
    """The computer's player for one test: it rolls the declared attacks."""

    busy = False

    def request(self, state, hint: bool = False) -> None:
        assert RESOLVE in legal_actions(state)
        self.busy = True

    def poll(self):
        if not self.busy:
            return None
        self.busy = False
        return RESOLVE

    def cancel(self) -> None:
        self.busy = False

    def close(self) -> None:
        self.busy = False
