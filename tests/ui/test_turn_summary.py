"""The turn summary, the board's marks and the grouped log, read from the
engine's events (greenthings/ui/game/turn_summary.py); no window."""
from __future__ import annotations

import random

from greenthings.engine import Game, piece_name
from greenthings.ui.game import turn_summary as ts
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.session import new_session


def _state():
    return Game.new(3).state


def _turn(events, rnd=3, side="monsters"):
    return ts.Turn(rnd, side, [ts.Stamped(i, rnd, side, e) for i, e in enumerate(events)])


def _moved(piece, frm, to):
    return {"type": "moved", "text": f"{piece} oozes into {to}.", "piece": piece, "frm": frm, "to": to}


def test_stamps_follow_the_hand_over_to_the_other_side():
    events = [
        {"type": "fence", "text": "The fence crackles!"},
        {"type": "no-text"},
        {"type": "phase", "text": "Round 4: the monsters' turn.", "to_play": "monsters"},
        {"type": "woke", "text": "Adult 1 wakes up.", "piece": "adult-1"},
    ]
    out = ts.stamp(10, 3, 4, "crew", events)
    assert [(st.line, st.round, st.side) for st in out] == [(10, 3, "crew"), (11, 4, "monsters"), (12, 4, "monsters")]
    turns = ts.turns(out)
    assert [t.key for t in turns] == [(3, "crew"), (4, "monsters")]


def test_summary_names_the_eaten_and_counts_the_rest():
    s = _state()
    turn = _turn([
        _moved("adult-6", "hall-38", "hall-44"), _moved("adult-6", "hall-44", "galley"),
        _moved("baby-2", "galley", "mess-deck"),
        {"type": "killed", "text": "Cook is killed (eaten).", "piece": "cook", "area": "galley", "side": "crew"},
        {"type": "devour", "text": "Adult 6 devours Cook.", "piece": "adult-6", "victim": "cook"},
        {"type": "laid", "text": "Adult 6 lays an egg.", "piece": "adult-6", "new": "egg-1", "area": "galley"},
        {"type": "killed", "text": "Doc is killed (eaten).", "piece": "doc", "area": "mess-deck", "side": "crew"},
        {"type": "laid", "text": "Adult 2 lays an egg.", "piece": "adult-2", "new": "egg-2", "area": "mess-deck"},
    ])
    names = f"{piece_name(s, 'cook')}, {piece_name(s, 'doc')}"
    assert ts.summary(s, turn) == [f"2 crew eaten: {names}", "2 Eggs laid", "2 monsters moved"]
    assert ts.summary_line(s, turn) == \
        f"Round 3: the Awful Green Things: 2 crew eaten: {names}; 2 Eggs laid; 2 monsters moved."


def test_summary_of_the_crews_turn_counts_monsters_killed_by_stage():
    s = _state()
    turn = _turn([
        _moved("cook", "galley", "mess-deck"),
        {"type": "declare", "text": "Cook will attack Adult 1.", "piece": "cook", "target": "adult-1"},
        {"type": "killed", "text": "Adult 1 is killed.", "piece": "adult-1", "area": "mess-deck", "side": "monsters"},
        {"type": "destroyed", "text": "Baby 4 shrinks away.", "piece": "baby-4", "area": "mess-deck"},
        {"type": "killed", "text": "Baby 5 is killed.", "piece": "baby-5", "area": "galley", "side": "monsters"},
    ], side="crew")
    assert ts.summary(s, turn) == ["3 monsters killed (1 Adult, 2 Babies)", "1 crewman moved"]


def test_a_quiet_turn_says_so_and_attacks_without_kills_are_counted():
    s = _state()
    assert ts.summary(s, _turn([{"type": "phase", "text": "Move the monsters."}])) == ["nothing happened"]
    turn = _turn([{"type": "declare", "text": "Adult 1 will attack Cook.", "piece": "adult-1", "target": "cook"},
                  {"type": "declare", "text": "Adult 2 will attack Doc.", "piece": "adult-2", "target": "doc"}])
    assert ts.summary(s, turn) == ["2 attacks, no kills"]


def test_marks_join_each_pieces_steps_and_count_shared_trips():
    turn = _turn([
        _moved("adult-1", "hall-38", "hall-44"), _moved("adult-1", "hall-44", "galley"),
        _moved("adult-2", "hall-38", "hall-44"), _moved("adult-2", "hall-44", "galley"),
        _moved("baby-1", "sick-bay", "hall-38"), _moved("baby-1", "hall-38", "sick-bay"),  # there and back
        {"type": "killed", "text": "Cook is killed.", "piece": "cook", "area": "galley", "side": "crew"},
        {"type": "destroyed", "text": "Egg 1 shrinks away.", "piece": "egg-1", "area": "hall-5"},
    ])
    m = ts.marks(turn)
    assert m.moves == [("hall-38", "galley", 2)]
    assert m.kills == [("galley", "crew", "cook"), ("hall-5", "monsters", "egg-1")]


def test_undone_events_count_for_nothing():
    turn = _turn([_moved("adult-1", "hall-38", "hall-44")])
    undone = ts.Turn(turn.round, turn.side, [st._replace(undone=True) for st in turn.events])
    assert ts.summary(_state(), undone) == ["nothing happened"]
    assert ts.marks(undone).moves == []


def test_grouped_log_folds_moves_and_declarations_and_marks_deaths():
    s = _state()
    log = ["New game.", "Round 3: the monsters' turn.", *"abcdefgh", "Round 3: the crew's turn."]
    events = [
        {"type": "phase", "text": log[1], "to_play": "monsters"},
        _moved("adult-6", "hall-38", "hall-44"), _moved("baby-2", "galley", "mess-deck"),
        _moved("adult-6", "hall-44", "mess-deck"),  # an ordinary way (hall-44 to galley is a wall)
        {"type": "declare", "text": "Adult 6 will attack Cook.", "piece": "adult-6", "target": "cook"},
        {"type": "declare", "text": "Adult 7 will attack Cook.", "piece": "adult-7", "target": "cook"},
        {"type": "declare", "text": "Adult 8 will attack Cook.", "piece": "adult-8", "target": "cook"},
        {"type": "killed", "text": "Cook is killed (eaten).", "piece": "cook", "area": "galley", "side": "crew"},
        {"type": "killed", "text": "Baby 2 is killed.", "piece": "baby-2", "area": "galley", "side": "monsters"},
    ]
    record = ts.stamp(1, 3, 3, "crew", events) + ts.stamp(10, 3, 3, "monsters", [
        {"type": "phase", "text": log[10], "to_play": "crew"}])
    lines = ts.grouped_log(s, log, record)
    assert lines[0] == ts.LogLine("New game.", ts.NOTE)
    assert lines[1] == ts.LogLine("Round 3: the Awful Green Things", ts.HEADING)
    assert lines[2] == ts.LogLine("Adult 6 moves Passage 38 \u2192 Mess Deck (2 steps).", ts.PLAIN)
    assert lines[3].text == "Baby 2 moves Galley \u2192 Mess Deck."
    assert lines[4].text == "Adult 6, Adult 7 and Adult 8 attack Cook."
    assert lines[5] == ts.LogLine("Cook is killed (eaten).", ts.CREW_DEATH)
    assert lines[6] == ts.LogLine("Baby 2 is killed.", ts.MONSTER_DEATH)
    assert lines[7].kind == ts.SUMMARY and "1 crewman eaten: Cook" in lines[7].text
    assert lines[8] == ts.LogLine("Round 3: the crew", ts.HEADING)
    assert len(lines) == 9  # the crew's turn opens with its heading only
    # Only the lines shown so far: the turn is not over, so no summary yet.
    assert [x.kind for x in ts.grouped_log(s, log, record, upto=9)].count(ts.SUMMARY) == 0


def test_many_declarations_fold_into_a_count_and_a_few_names():
    s = _state()
    events = [{"type": "declare", "text": f"Adult {i} will attack Robot \"Leadfoot\".", "piece": f"adult-{i}",
               "target": "robot"} for i in range(1, 12)]
    record = ts.stamp(0, 2, 2, "monsters", events)
    lines = ts.grouped_log(s, [e["text"] for e in events], record)
    assert [x.text for x in lines[1:]] == \
        ["11 Adults (Adult 1, Adult 2, Adult 3, Adult 4 and 7 more) attack Robot \"Leadfoot\"."]


def _random_game(seed: int, actions: int):
    session = new_session(GameConfig(opponent="hotseat", seed=seed))
    rng = random.Random(seed)
    for _ in range(actions):
        if session.over or session.state.phase == "epilogue":
            break
        legal = session.legal_actions()
        fights = [a for a in legal if a.type in ("attack", "resolve")]
        ends = [a for a in legal if a.type == "end-phase"]
        a = rng.choice(fights) if fights and rng.random() < 0.6 else rng.choice(legal)
        if ends and rng.random() < 0.1:
            a = ends[0]
        session.play(a)
        if session.can_undo() and rng.random() < 0.03:
            session.undo()
    return session


def test_a_played_game_groups_every_line_and_names_every_mover_once_a_turn():
    session = _random_game(5, 1500)
    s = session.state
    assert [session.log[st.line] for st in session.record] == [st.event["text"] for st in session.record]
    lines = ts.grouped_log(s, session.log, session.record)
    deaths = [st for st in session.record if st.event["type"] == "killed" and not st.undone]
    assert deaths, "the random game should have killed someone"
    assert sum(1 for x in lines if x.kind in (ts.CREW_DEATH, ts.MONSTER_DEATH) and " is killed" in x.text) == \
        sum(1 for st in session.record if st.event["type"] == "killed")
    groups = ts.turns(session.record)
    assert sum(1 for x in lines if x.kind == ts.HEADING) == len(groups)
    for turn in groups:
        movers = {st.event["piece"] for st in turn.events if st.event["type"] == "moved" and not st.undone}
        text = ts.grouped_log(s, session.log, turn.events, upto=turn.events[-1].line + 1,
                              start=turn.events[0].line)
        for m in movers:
            said = [x for x in text if x.text.startswith(piece_name(s, m) + " moves ")]
            assert len(said) >= 1, (m, turn.key)
    undone = [st for st in session.record if st.undone]
    assert undone, "the random game should have taken something back"


def test_the_recap_shows_each_finished_turn_of_the_other_side_once():
    from greenthings.ui.scenes.board.recap import Recap

    session = new_session(GameConfig(opponent="hotseat", seed=11))
    recap = Recap(session)
    rng = random.Random(1)
    shown = []
    while session.state.round < 4 and not session.over:
        if recap.check():
            shown.append(recap.turn.key)
            assert recap.phrases == ts.summary(session.state, recap.turn)
            assert recap.turn.side != session.to_play
            recap.dismiss()
            assert not recap.showing and not recap.check()
        legal = session.legal_actions()
        ends = [a for a in legal if a.type == "end-phase"]
        session.play(ends[0] if ends and rng.random() < 0.4 else rng.choice(legal))
    # Hot-seat: every hand-over from round 1 on, each turn once, in order.
    assert len(set(shown)) == len(shown) >= 5
    assert [side for _r, side in shown] == ["monsters", "crew"] * (len(shown) // 2) + ["monsters"] * (len(shown) % 2)
    assert [r for r, _s in shown] == sorted(r for r, _s in shown)
    assert shown[0] == (1, "monsters") and all(r >= 1 for r, _ in shown)


def test_a_loaded_games_log_groups_as_it_did_when_played(paths):
    """A saved game's log, loaded again, is grouped by turn and side with the
    moves folded, exactly as in the session that played it."""
    from greenthings.bots import make_bot
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.saves import read_save
    from greenthings.ui.game.session import new_session, session_from_save
    from greenthings.ui.game.turn_summary import grouped_log

    session = new_session(GameConfig(opponent="hotseat", seed=12))
    bot = make_bot("heuristic", 3)
    while (session.state.round < 3 or not session.can_undo()) and not session.over:
        session.play(bot.choose(session.state))
    path = paths.saves_dir / "grouped.json"
    session.save(path)
    loaded = session_from_save(read_save(path), path)
    played = grouped_log(session.state, session.log, session.record)
    again = grouped_log(loaded.state, loaded.log, loaded.record)
    assert len(loaded.record) == len(session.record) > 50
    assert again[:len(played)] == played
    assert again[len(played):] and "loaded" in again[-1].text   # the note after it
    # undo after loading marks the last saved action's lines as taken back
    assert loaded.can_undo()
    loaded.undo()
    assert any(st.undone for st in loaded.record)
