"""The board's collaborators on their own: what a click means, the pick
kept sensible as positions change, a group move undone as one, the event
player's log reveal, and the computer driver dropping late answers."""
from __future__ import annotations

from greenthings.engine import Action, Game
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.session import GameSession
from greenthings.ui.scenes.board import clicks
from greenthings.ui.scenes.board.computer import STALE, ComputerDriver
from greenthings.ui.scenes.board.events import EventPlayer
from greenthings.ui.scenes.board.group_moves import GroupMoves
from greenthings.ui.scenes.board.offer import Offer
from greenthings.ui.scenes.board.selection import Selection
from tests.ui.driver import ScriptedComputer


def _session(crew, monsters, phase):
    from tests.engine.helpers import position

    s, ids = position(crew, monsters, phase=phase)
    return GameSession(Game.from_position(s), GameConfig(opponent="hotseat")), ids


def _offer(session):
    return Offer(session.state, session.legal_actions(), session.human_turn())


def test_a_click_selects_plays_or_asks():
    session, ids = _session({"cook": "galley", "doc": "galley"}, [("egg", "science-lab")], "crew-move")
    offer, sel = _offer(session), Selection()
    # On a crewman: select him; on a lit area then: play his move there.
    d = clicks.click(offer, sel, ("cook",), "galley", shift=False)
    assert d == clicks.Decision("select", piece="cook")
    sel.select("cook")
    d = clicks.click(offer, sel, (), "mess-deck", shift=False)
    assert d.kind == "play" and d.actions[0] == Action("move", piece="cook", to="mess-deck")
    # Shift on another crewman: he joins the group; a click on the selection lets go.
    assert clicks.click(offer, sel, ("doc",), "galley", shift=True) == clicks.Decision("toggle", pieces=("doc",))
    assert clicks.click(offer, sel, ("cook",), "galley", shift=False) == clicks.Decision("select", piece=None)
    # A drop where the stack cannot go is refused; where it started, nothing happens.
    assert clicks.drop(offer, sel, (), "engine-room", home="galley").kind == "nowhere"  # beyond his 3 moves
    walk = clicks.drop(offer, sel, (), "bridge-1", home="galley")  # within them: step by step
    assert walk.kind == "walk" and len(walk.actions) > 1 and walk.actions[-1].to == "bridge-1"
    assert clicks.drop(offer, sel, (), "galley", home="galley") == clicks.NOTHING


def test_the_pick_follows_the_stack_and_the_group_move_undoes_as_one():
    session, ids = _session({"cook": "sick-bay"}, [("adult", "galley")] * 3, "monster-move")
    offer, sel = _offer(session), Selection()
    first = ids["adult1"]
    mates = offer.stack_mates(first)
    assert sorted(mates) == sorted(m for m in ids.values() if m != first)
    sel.select(first)
    sel.set_group_size(2, mates)
    assert len(sel.group) == 1 and sel.in_hand(offer) == 3
    moves = GroupMoves(session)
    go = Action("move", piece=first, to="mess-deck")
    events, left = moves.play((go,), sel.together_with(go, offer))
    assert left == [] and len(session.game.actions) == 2
    assert [e.get("together") for e in events if e.get("type") == "moved"][0] is True
    # The first adult can still move on: it stays picked; the group is kept.
    sel.reconcile(_offer(session))
    assert sel.piece == first
    assert moves.undo() == 2 and len(session.game.actions) == 0


def test_a_monster_done_hands_the_pick_to_the_next_of_its_stack():
    session, ids = _session({"cook": "galley"}, [("adult", "galley")] * 2 + [("baby", "galley")], "monster-attack")
    first, second = ids["adult1"], ids["adult2"]
    sel = Selection()
    sel.select(first)
    session.play(next(a for a in session.legal_actions() if a.type == "attack" and a.piece == first))
    sel.reconcile(_offer(session))
    assert sel.piece == second  # the player's next click goes on with the stack


def test_the_only_piece_that_can_act_is_picked():
    session, ids = _session({"cook": "sick-bay"}, [("baby", "galley")] * 2, "monster-move")
    sel = Selection()
    first, second = ids["baby1"], ids["baby2"]
    sel.select(first)
    session.play(next(a for a in session.legal_actions() if a.type == "move" and a.piece == first))
    sel.reconcile(_offer(session))  # a Baby moves 1: the first is done, elsewhere now
    assert sel.piece == second


def test_a_rolls_log_line_waits_for_the_dice(app):
    session, _ = _session({"cook": "galley"}, [("egg", "science-lab")], "crew-move")
    session.log[:] = ["a", "b"]
    player = EventPlayer(session, base_speed=lambda: 1.0, play_sound=lambda name: None)
    session.log += ["Cook rolls 4.", "Cook moves."]
    player.enqueue([{"type": "roll", "text": "Cook rolls 4.", "dice": [4]},
                    {"type": "moved", "text": "Cook moves.", "frm": "galley", "to": "mess-deck", "piece": "cook"}])
    assert player.busy and player.shown_log() == 2
    player.update(0.01)  # the dice start rolling: their sentence waits
    assert player.dice is not None and not player.dice.landed and player.shown_log() == 2
    for _ in range(400):
        player.update(0.01)
        if player.dice.landed:
            break
    assert player.dice.landed and player.shown_log() >= 3
    player.skip_all()
    assert not player.busy and player.shown_log() == 4 and not player.flights


class SlowBot(ScriptedComputer):
    """Answers `answer` at the first poll after each request; counts the cancels."""

    def __init__(self, answer):
        self.answer, self.cancelled = answer, 0

    def pick(self, state):
        return self.answer

    def cancel(self):
        super().cancel()
        self.cancelled += 1


def test_the_computer_drops_answers_about_an_earlier_position():
    session, _ = _session({"cook": "galley"}, [("egg", "science-lab")], "crew-move")
    move = Action("move", piece="cook", to="mess-deck")
    bot = SlowBot(move)
    driver = ComputerDriver(session, new_bot=lambda: bot, speed=lambda: 1.0)
    assert driver.ask_hint() and driver.hint_pending
    session.play(move)  # the player moved on before the hint came
    assert driver.poll_hint() is STALE and not driver.hint_pending and bot.cancelled == 1
    # Its turn: an answer is handed over, then it waits a moment before the next.
    assert driver.step(0.0) == move
    driver.played(move, "crew-move")
    assert driver.wait > 0 and driver.step(0.0) is None


def test_the_computer_shows_its_thinking_against_the_turns_cap():
    """Issue 15, item 11: while Hard thinks, the bar can say how much of its
    8 s this turn it has used; the count starts again on the player's turn."""
    from tests.engine.helpers import position

    class Thinker(SlowBot):
        def poll(self):
            return None       # still thinking

    s, _ = position({"cook": "galley"}, [("egg", "science-lab")], phase="crew-move")
    session = GameSession(Game.from_position(s), GameConfig(opponent="computer", difficulty="hard", side="monsters"))
    driver = ComputerDriver(session, new_bot=lambda: Thinker(None), speed=lambda: 1.0)
    assert driver.progress() is None                      # not asked yet
    for _ in range(7):
        assert driver.step(0.5) is None                   # asked at the first step, then thinking
    assert driver.progress() == (3.0, 8.0)
    for _ in range(30):
        driver.step(0.5)
    assert driver.progress() == (8.0, 8.0)               # never shown past the cap
    driver.idle()
    assert driver.turn_thinking == 0.0


def test_a_long_button_label_is_shortened_by_design_never_cut(app):
    """The side panel's words: as they are if they fit, else with the
    weapons' short names, else on more lines; no word lost, none cut."""
    from greenthings.ui.draw.fonts import font
    from greenthings.ui.draw.scale import UIScale
    from greenthings.ui.scenes.board.side_panel import button_lines

    scale = UIScale(0.8)
    width = 180
    fnt = font(scale.text(13), bold=True)
    assert button_lines("Go to Galley", width, scale) == ["Go to Galley"]
    zgwortz = "Throw the Cannister of Zgwortz at Adult 3"
    assert fnt.size(zgwortz)[0] > width >= fnt.size("Throw Zgwortz at Adult 3")[0]
    assert button_lines(zgwortz, width, scale) == ["Throw Zgwortz at Adult 3"]
    sentence = "Through the airlock to Skin: Atmosphere Probe Launch (the whole move)"
    lines = button_lines(sentence, width, scale)
    assert len(lines) > 1 and all(fnt.size(line)[0] <= width for line in lines)
    assert " ".join(lines).split() == sentence.split() and not any("\u2026" in line for line in lines)
