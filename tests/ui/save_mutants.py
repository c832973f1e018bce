"""Damaged saves for the fuzz tests, made deterministically from a seed.

`base_records()` plays a few short seeded games and keeps their engine
records (seed + actions) and positions (a state to play on) at several
phases.  `mutate(record, rng)` damages a copy in one to three ways: wrong
types, missing and extra keys, huge numbers, unknown ids, values moved to the
wrong place, deep nesting and illegal or reordered actions.
`damage_text(text, rng)` damages the file itself (truncation, stray bytes,
100,000 nested brackets, bytes that are not UTF-8).
"""
from __future__ import annotations

import copy
import json
import random

from greenthings.engine import Game

WEIRD = (None, True, False, 0, -1, 1.5, "", "x", [], {}, [[]], {"a": []}, [None], {"": None})
HUGE = (10**12, -10**12, 10**18, 10**100, 1e308, -1e308, float("inf"), float("nan"))
UNKNOWN_IDS = ("adult-99", "knife-9", "electric-fence-3", "galley-2", "@nobody", "@adult-1", "nowhere",
               "kill9", "monster-attack-2", "over ", "CREW", "gone", "returning")


def _nested(depth: int):
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def base_records(seeds=(3, 8, 14), replayed=(6, 25, 60), limit=1500) -> list[dict]:
    """Engine records from games of random legal moves, one per seed: the
    record (seed + actions) after each of `replayed` actions (short, so
    replays stay fast), and a position (a state to play on) the first time
    the game reaches each phase, a pending decision and a battle."""
    out: list[dict] = []
    for seed in seeds:
        rng = random.Random(seed)
        game = Game.new(seed)
        seen: set = set()
        for n in range(1, limit + 1):
            legal = [a for a in game.legal_actions() if a.type != "concede"]
            if not legal:
                break
            game.play(rng.choice(legal))
            if n in replayed:
                out.append(game.to_json())
            state = game.state.to_json()
            marks = {state["phase"], "pending" if state["pending"] else "", "battle" if state["battle"] else ""}
            if marks - seen - {""}:
                seen |= marks
                out.append(state if len(out) % 2 else {"format": "greenthings-save", "version": 1,
                                                       "start": {"position": state}, "actions": []})
    return out


def _paths(node, prefix=()):
    """Every place in a JSON tree, as a tuple of keys (not inside a value
    nested on purpose)."""
    yield prefix
    if len(prefix) > 12:
        return
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*prefix, i))


def _strings(node, depth=0):
    if depth > 12:
        return
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for k, v in node.items():
            yield k
            yield from _strings(v, depth + 1)
    elif isinstance(node, list):
        for v in node:
            yield from _strings(v, depth + 1)


def _at(root, path):
    for k in path:
        root = root[k]
    return root


def _set(root, path, value):
    if not path:
        return value
    _at(root, path[:-1])[path[-1]] = value
    return root


def _one_mutation(root, rng: random.Random, paths: list):
    path = rng.choice(paths)
    kind = rng.choice(("type", "type", "delete", "extra", "huge", "unknown", "unknown", "swap", "nest",
                       "action", "action"))
    if kind == "action":
        acts = root.get("actions") if isinstance(root, dict) else None
        if isinstance(acts, list) and acts:
            i, j = rng.randrange(len(acts)), rng.randrange(len(acts))
            how = rng.randrange(4)
            if how == 0:
                acts.insert(i, copy.deepcopy(acts[j]))         # an action played twice, or too early
            elif how == 1:
                acts[i], acts[j] = acts[j], acts[i]             # out of order
            elif how == 2:
                del acts[i]                                     # one missing: the rest may not fit
            else:
                acts[i] = dict(acts[i], **{rng.choice(("to", "piece", "weapon", "target", "choice", "type")):
                                           rng.choice((*UNKNOWN_IDS, "end-phase", "move", None, 3))})
            return root
        kind = "type"
    if kind == "type":
        return _set(root, path, copy.deepcopy(rng.choice(WEIRD)))
    if kind == "huge":
        return _set(root, path, rng.choice(HUGE))
    if kind == "nest":
        return _set(root, path, _nested(rng.choice((60, 400, 900))))
    if kind == "unknown":
        return _set(root, path, rng.choice(UNKNOWN_IDS))
    if kind == "swap":
        return _set(root, path, rng.choice(list(_strings(root)) or ["x"]))
    if not path:
        return rng.choice(WEIRD)
    parent = _at(root, path[:-1])
    if kind == "delete":
        del parent[path[-1]]
    elif isinstance(parent, dict):                               # "extra"
        parent[rng.choice(("zzz", "format", "extra", *UNKNOWN_IDS))] = copy.deepcopy(rng.choice(WEIRD + HUGE))
    else:
        parent.insert(path[-1], copy.deepcopy(rng.choice((*WEIRD, *UNKNOWN_IDS))))
    return root


_BASE_PATHS: dict[int, tuple[object, list]] = {}


def mutate(record: dict, rng: random.Random):
    """A damaged copy of `record` (which stays as it is)."""
    cached = _BASE_PATHS.get(id(record))
    if cached is None or cached[0] is not record:
        cached = _BASE_PATHS[id(record)] = (record, list(_paths(record)))
    root = json.loads(json.dumps(record))
    for i in range(rng.choice((1, 1, 1, 2, 3))):
        root = _one_mutation(root, rng, cached[1] if i == 0 else list(_paths(root)))
    return root


def damage_text(text: str, rng: random.Random) -> bytes:
    """The file itself damaged: what a crash mid-copy, a bad disk or a
    hand edit leaves."""
    data = text.encode("utf-8")
    kind = rng.randrange(6)
    if kind == 0:
        return data[:rng.randrange(len(data))]                  # truncated
    if kind == 1:
        i = rng.randrange(len(data))
        return data[:i] + bytes([rng.randrange(256)]) + data[i + 1:]
    if kind == 2:
        return b"[" * 100_000 + b"]" * rng.choice((0, 100_000))
    if kind == 3:
        i = data.index(b"{", 1) if b"{" in data[1:] else 1
        return data[:i] + b"[" * 100_000 + data[i:]             # nesting inside the save
    if kind == 4:
        return b"\xff\xfe" + data[: rng.randrange(len(data))] + b"\xc3\x28"
    return b""
