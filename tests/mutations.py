"""Wrong values written into a JSON document, one place at a time: the
careful tester's method for files the game reads (a saved state, a save
record, the UI's envelope), kept for any test that feeds such files to a
reader and expects only its documented error.

    for path, value, doc in mutants(record):        # every place x every wrong value
        ...
    for path, value, doc in mutants(record, sample=random.Random(1)):
        ...                                         # each kind of place once with each value

A *place* is a path of keys and list indices from the document's root; each
mutant is a deep copy of the document with one place's value replaced by a
wrong one (or the key removed: `MISSING`). `kind_of(path)` groups places that
differ only in list index or in the key under an id map (the 22 crew under "pieces",
the 29 weapons under "weapons"), so a sampled run still meets every kind of
field with every wrong value.
"""
from __future__ import annotations

import copy
import random
from typing import Any, Iterator

MISSING = object()   # "remove this key / list item" instead of writing a value


def _nested(depth: int) -> Any:
    v: Any = 1
    for i in range(depth):
        v = [v] if i % 2 else {"x": v}
    return v


# Each: a value a reader may meet in a damaged or hand-edited file (what
# json.load can return: NaN and Infinity included).
WRONG_VALUES: tuple[Any, ...] = (
    MISSING, None, True, False, 0, 1, -1, 7, 2**63, -(2**63), 10**40, 1.5, -0.5, float("nan"), float("inf"),
    "", "x", "adult", "egg", "cook", "robot", "galley", "adult-1", "@cook", "a" * 300, "\u0000\ud800",
    [], [None], ["x"], [1, 2], [[[]]], {}, {"x": 1}, {"": None}, _nested(40),
)


def value_name(v: Any) -> str:
    """A short label for a wrong value (test ids, messages)."""
    if v is MISSING:
        return "MISSING"
    text = repr(v)
    return text if len(text) <= 24 else f"{text[:16]}...({len(text)} chars)"


def places(doc: Any, path: tuple = ()) -> Iterator[tuple]:
    """Every place in `doc`, parents before children (the root itself not included)."""
    if isinstance(doc, dict):
        items = doc.items()
    elif isinstance(doc, list):
        items = enumerate(doc)
    else:
        return
    for k, v in items:
        yield (*path, k)
        yield from places(v, (*path, k))


# keys whose children are keyed by ids (pieces, weapons, effects, stages, boats, units)
ID_MAPS = frozenset({"pieces", "weapons", "known_effects", "movement_used", "to_place", "assign", "boats",
                     "units", "occupants", "boats_back", "adrift", "rescuing"})


def kind_of(path: tuple, id_maps: frozenset = ID_MAPS) -> tuple:
    """A place with list indices and the keys under an id map blurred: places
    of one kind hold the same sort of value (pieces.*.area, battle.decl.#.#)."""
    return tuple("#" if isinstance(k, int) else "*" if i and path[i - 1] in id_maps else k
                 for i, k in enumerate(path))


def with_value(doc: Any, path: tuple, value: Any, shared: bool = False) -> Any:
    """A copy of `doc` with `value` at `path` (MISSING: the key or item removed).
    A deep copy; with `shared`, only the objects on the way to the place are
    copied and the rest is shared with `doc` (far quicker, for readers that do
    not change what they read: a test using it should check that `doc` stays as it was)."""
    if not shared:
        return with_value(copy.deepcopy(doc), path, value, shared=True)
    out = _shallow(doc)
    parent = out
    for k in path[:-1]:
        parent[k] = _shallow(parent[k])
        parent = parent[k]
    last = path[-1]
    if value is MISSING:
        del parent[last]
    else:
        parent[last] = copy.deepcopy(value)
    return out


def _shallow(v: Any) -> Any:
    return dict(v) if isinstance(v, dict) else list(v)


def mutants(doc: Any, values: tuple = WRONG_VALUES, sample: random.Random | None = None,
            skip: tuple = (), id_maps: frozenset = ID_MAPS) -> Iterator[tuple[tuple, Any, Any]]:
    """(path, value, mutated copy) for each place and wrong value. With `sample`
    (a seeded Random), each kind of place (`kind_of`) takes each value once, at
    one of its places picked at random. Places under a prefix in `skip` are left alone."""
    for _, path, v, mutant in mutants_of([doc], values, sample, skip=skip, id_maps=id_maps):
        yield path, v, mutant


def mutants_of(docs: list, values: tuple = WRONG_VALUES, sample: random.Random | None = None,
               share: tuple[int, int] = (0, 1), skip: tuple = (), id_maps: frozenset = ID_MAPS,
               shared: bool = False) -> Iterator[tuple[int, tuple, Any, Any]]:
    """(which document, path, value, mutated copy) over several documents of
    one sort (positions of one game, say).

    Without `sample`: every place of every document with every value (`share`
    unused). With it: each kind of place found in any of them meets each value
    of its share once, at a place of that kind in a document, both picked at
    random; share=(i, n) takes every n-th value from the i-th, so n calls with
    i = 0..n-1 (on n games, say) meet every value between them. `shared`: see
    `with_value`."""
    if sample is None:
        for d, doc in enumerate(docs):
            for path in places(doc):
                if not any(path[:len(s)] == s for s in skip):
                    for v in values:
                        yield d, path, v, with_value(doc, path, v, shared)
        return
    i, n = share
    picked = values[i::n]
    by_kind: dict[tuple, list[tuple[int, tuple]]] = {}
    for d, doc in enumerate(docs):
        for path in places(doc):
            if not any(path[:len(s)] == s for s in skip):
                by_kind.setdefault(kind_of(path, id_maps), []).append((d, path))
    for kind in sorted(by_kind, key=repr):
        for v in picked:
            d, path = sample.choice(by_kind[kind])
            yield d, path, v, with_value(docs[d], path, v, shared)
