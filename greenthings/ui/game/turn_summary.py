"""What a turn did, read from the engine's events: the log grouped by round
and side (a piece's steps folded into one line, repeated declarations into
one, deaths marked), a short summary of each finished turn, and the moves
and kills the board marks until the player acts.

The session stamps every event it logs with the round and the side whose
turn it belongs to (:class:`Stamped`); everything here works on those
stamps and the engine's read API for names.  This module does not import
pygame.
"""
from __future__ import annotations

from typing import NamedTuple

from greenthings.engine import CREW, MONSTERS, Ev, is_crew, monster_stage, species_of
from greenthings.engine import piece_name as engine_piece_name

#: Kinds of log line (the board and the full log colour them).
HEADING, SUMMARY, CREW_DEATH, MONSTER_DEATH, PHASE, NOTE, PLAIN = (
    "heading", "summary", "crew-death", "monster-death", "phase", "note", "plain")
DECLARATIONS_NAMED = 4  # a folded declaration names this many attackers, then "and N more"


class Stamped(NamedTuple):
    """One logged event: the log line it wrote, and whose turn it was."""
    line: int  # its index in the session's log
    round: int
    side: str | None  # the side whose turn it is (None: before the first turn)
    event: dict
    undone: bool = False  # its action was taken back


class Turn(NamedTuple):
    round: int
    side: str | None
    events: list[Stamped]

    @property
    def key(self) -> tuple[int, str | None]:
        return (self.round, self.side)


class LogLine(NamedTuple):
    text: str
    kind: str


class Marks(NamedTuple):
    """What the board marks for a turn: moves (from, to, how many pieces)
    and deaths (area, side of the dead, the piece)."""
    moves: list[tuple[str, str, int]]
    kills: list[tuple[str, str, str]]


# -- stamping -----------------------------------------------------------------

def stamp(first_line: int, round_before: int, round_after: int, side: str | None,
          events: list[dict]) -> list[Stamped]:
    """Stamp the texted ``events`` of one action, whose log lines start at
    ``first_line``.  They belong to ``side``'s turn in ``round_before`` until
    a phase event hands the game to the other side (from then on, to that
    side's turn in ``round_after``, the round the action ended in)."""
    out: list[Stamped] = []
    rnd = round_before
    line = first_line
    for e in events:
        if e.get("type") == Ev.PHASE and e.get("to_play") and e["to_play"] != side:
            side, rnd = e["to_play"], round_after
        if e.get("text"):
            out.append(Stamped(line, rnd, side, e))
            line += 1
    return out


def turns(record: list[Stamped]) -> list[Turn]:
    """The record split into turns: a new one wherever the round or the side changes."""
    out: list[Turn] = []
    for st in record:
        if not out or out[-1].key != (st.round, st.side):
            out.append(Turn(st.round, st.side, []))
        out[-1].events.append(st)
    return out


# -- words --------------------------------------------------------------------

def piece_name(state, what: str) -> str:
    """What the log calls a piece or an area."""
    if what in state.map.areas:
        return state.map.areas[what].name
    return engine_piece_name(state, what)


def side_words(state, side: str | None) -> str:
    if side == CREW:
        return "the crew"
    if side == MONSTERS:
        return species_of(state).the.replace("The ", "the ", 1)
    return "setting up"


def heading(state, turn: Turn) -> str:
    if not turn.round:
        return f"Setup ({side_words(state, turn.side)})"
    return f"Round {turn.round}: {side_words(state, turn.side)}"


def _by_side(pieces, verb: str) -> list[str]:
    """"2 crew moved", "3 monsters moved": the crew's line first, each only if any."""
    crew = sum(1 for p in pieces if is_crew(p))
    counts = ((crew, "crewman", "crew"), (len(pieces) - crew, "monster", "monsters"))
    return [f"{_count(n, one, many)} {verb}" for n, one, many in counts if n]


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _stage_counts(state, pieces: list[str]) -> str:
    """ "2 <plural>, 1 <name>" for monster counters, stage by stage as the species lists them."""
    counts: dict[str, int] = {}
    for p in pieces:
        counts[p.rsplit("-", 1)[0]] = counts.get(p.rsplit("-", 1)[0], 0) + 1
    parts = []
    for stage in species_of(state).stages:
        n = counts.get(stage.id)
        if n:
            parts.append(f"{n} {stage.name if n == 1 else stage.plural}")
    return ", ".join(parts)


def dead_words(state, pieces: list[str]) -> str:
    """The dead of one side, shortly: crewmen by name, monsters counted stage by stage."""
    if all(is_crew(p) for p in pieces):
        return ", ".join(piece_name(state, p) for p in pieces)
    return _stage_counts(state, pieces)


def _monster_kind(state, pieces: list[str]) -> str:
    """One stage's plural if all of ``pieces`` are of it, else "monsters"."""
    stages = {monster_stage(state, p) for p in pieces}
    if len(stages) == 1:
        st = stages.pop()
        return st.name if len(pieces) == 1 else st.plural
    return "monster" if len(pieces) == 1 else "monsters"


def _new_counters(e: dict) -> list[str]:
    new = e.get("new")
    if new is None:
        return []
    return [new] if isinstance(new, str) else list(new)


# -- the summary of a turn ----------------------------------------------------------

def summary(state, turn: Turn) -> list[str]:
    """Short phrases on what a turn did, worst news first: ["3 crew eaten:
    Cook, Doc, Yeoman", "2 <plural of the laid stage> laid", "4 monsters moved"]."""
    crew_dead: list[str] = []
    monsters_dead: list[str] = []
    blown: list[str] = []
    laid: list[str] = []
    grew: list[str] = []
    shrank: list[str] = []
    stunned: list[str] = []
    moved: dict[str, None] = {}
    grabbed = 0
    attacked: dict[str, None] = {}
    big_news: list[str] = []
    for st in turn.events:
        if st.undone:
            continue
        e = st.event
        t, piece = e.get("type"), e.get("piece")
        if t == Ev.KILLED and piece:
            (crew_dead if is_crew(piece) else monsters_dead).append(piece)
        elif t == Ev.DESTROYED and piece:
            monsters_dead.append(piece)
        elif t == Ev.FRAGMENTED and piece:
            blown.append(piece)
        elif t == Ev.LAID:
            laid.extend(_new_counters(e))
        elif t == Ev.GREW and piece:
            grew.append(piece)
        elif t == Ev.SHRANK and piece:
            shrank.append(piece)
        elif t == Ev.STUNNED and piece:
            stunned.append(piece)
        elif t == Ev.MOVED and piece:
            moved[piece] = None
        elif t == Ev.GRAB:
            grabbed += 1
        elif t == Ev.DECLARE and e.get("target"):
            attacked[e["target"]] = None
        elif t in (Ev.ESCAPE, Ev.SELF_DESTRUCT, Ev.EXPLOSION):
            big_news.append(e["text"].rstrip("."))
    out = list(big_news)
    if crew_dead:
        verb = "eaten" if turn.side == MONSTERS else "killed"
        out.append(f"{_count(len(crew_dead), 'crewman', 'crew')} {verb}: "
                   + ", ".join(piece_name(state, c) for c in crew_dead))
    if monsters_dead:
        out.append(f"{_count(len(monsters_dead), 'monster', 'monsters')} killed "
                   f"({_stage_counts(state, monsters_dead)})")
    if blown:
        out.append(f"{_count(len(blown), 'monster', 'monsters')} blown apart")
    if shrank:
        out.append(f"{_count(len(shrank), 'monster', 'monsters')} shrunk")
    out += _by_side(stunned, "stunned")
    if attacked and not crew_dead and not monsters_dead and not blown:
        out.append(f"{_count(len(attacked), 'attack', 'attacks')}, no kills")
    if laid:
        out.append(f"{_stage_counts(state, laid)} laid")
    if grew:
        out.append(f"{_count(len(grew), 'monster', 'monsters')} grew")
    if grabbed:
        out.append(f"{_count(grabbed, 'weapon', 'weapons')} picked up")
    out += _by_side(moved, "moved")
    return out or ["nothing happened"]


def summary_line(state, turn: Turn) -> str:
    """One sentence for the log: "Round 3: the <species>: 3 crew eaten: ...; 4 monsters moved."."""
    return f"{heading(state, turn)}: {'; '.join(summary(state, turn))}."


# -- marks on the board --------------------------------------------------------------

def marks(turn: Turn) -> Marks:
    """Each piece's move from where it started the turn to where it ended
    (pieces with the same trip counted together), and where pieces died."""
    trips: dict[str, list[str]] = {}
    live = [st for st in turn.events if not st.undone]
    for st in live:
        e = st.event
        if e.get("type") == Ev.MOVED and e.get("piece") and e.get("frm") and e.get("to"):
            trip = trips.setdefault(e["piece"], [e["frm"], e["to"]])
            trip[1] = e["to"]
    counted: dict[tuple[str, str], int] = {}
    for frm, to in trips.values():
        if frm != to:
            counted[(frm, to)] = counted.get((frm, to), 0) + 1
    kills = []
    for st in live:
        e = st.event
        if e.get("type") in (Ev.KILLED, Ev.DESTROYED) and e.get("area") and e.get("piece"):
            kills.append((e["area"], CREW if is_crew(e["piece"]) else MONSTERS, e["piece"]))
    return Marks([(f, t, n) for (f, t), n in counted.items()], kills)


# -- the grouped log ---------------------------------------------------------------

def _line_kind(e: dict) -> str:
    t = e.get("type")
    if t in (Ev.KILLED, Ev.DEVOUR):
        piece = e.get("piece")
        return CREW_DEATH if (t == Ev.DEVOUR or (piece and is_crew(piece))) else MONSTER_DEATH
    if t in (Ev.DESTROYED, Ev.FRAGMENTED):
        return MONSTER_DEATH
    if t == Ev.PHASE:
        return PHASE
    return PLAIN


def _fold_declarations(state, decls: list[dict]) -> str:
    names = [piece_name(state, e["piece"]) for e in decls]
    rest = decls[0]["text"][len(names[0]):]  # " will attack Robot with the ..."
    if len(names) <= DECLARATIONS_NAMED:
        who = ", ".join(names[:-1]) + f" and {names[-1]}"
    else:
        kind = "crew" if all(is_crew(e["piece"]) for e in decls) else \
            _monster_kind(state, [e["piece"] for e in decls if not is_crew(e["piece"])])
        who = (f"{len(names)} {kind} ({', '.join(names[:DECLARATIONS_NAMED])} "
               f"and {len(names) - DECLARATIONS_NAMED} more)")
    return who + rest.replace(" will attack", " attack", 1) if rest.startswith(" will attack") else who + rest


def _declaration_key(state, e: dict):
    """Declarations with the same key say the same but for the attacker."""
    piece = e.get("piece")
    if e.get("type") != Ev.DECLARE or not piece:
        return None
    name = piece_name(state, piece)
    text = e.get("text", "")
    return text[len(name):] if text.startswith(name) else None


def _turn_lines(state, turn: Turn) -> list[LogLine]:
    out: list[LogLine] = []
    trip_at: dict[str, int] = {}  # piece -> index of its move line in out
    trips: dict[str, list] = {}  # piece -> [from, to, steps, the walls it went through on the way]
    decl_at: tuple | None = None  # (key, index in out, declarations) of the declarations being folded
    for i, st in enumerate(turn.events):
        e = st.event
        t = e.get("type")
        if i == 0 and t == Ev.PHASE and turn.round > 0:
            continue  # "Round 3: the monsters' turn": the heading says it
        if st.undone:  # taken back: said as it was, dimmed, never folded
            out.append(LogLine(e["text"], NOTE))
            decl_at = None
            continue
        key = _declaration_key(state, e)
        if key is not None and decl_at is not None and decl_at[0] == key:
            decl_at[2].append(e)
            out[decl_at[1]] = LogLine(_fold_declarations(state, decl_at[2]), PLAIN)
            continue
        decl_at = (key, len(out), [e]) if key is not None else None
        piece = e.get("piece")
        if t == Ev.MOVED and piece and e.get("frm") and e.get("to"):
            trip = trips.get(piece)
            if trip is not None:
                trip[3] += _through(state, piece, trip[1], e["to"])
                trip[1] = e["to"]
                trip[2] += 1
                out[trip_at[piece]] = _trip_line(state, piece, trip)
                continue
            trips[piece] = [e["frm"], e["to"], 1, _through(state, piece, e["frm"], e["to"])]
            trip_at[piece] = len(out)
            out.append(_trip_line(state, piece, trips[piece]))
            continue
        if t == "note" and e.get("text", "").startswith("(Undone"):
            trips.clear()  # never fold a move across an undo
            trip_at.clear()
        out.append(LogLine(e["text"], NOTE if t == "note" else _line_kind(e)))
    return out


def _through(state, piece: str, frm: str, to: str) -> int:
    """1 if a monster's step from ``frm`` to ``to`` crosses what ordinary moves
    cannot (a wall, which a phasing species' biggest stage goes through), else 0.  A
    crewman never does: his one "moved" of a discovery may span several
    areas, the first and last of which may share a wall."""
    edge = state.map.edge(frm, to)
    return int(not is_crew(piece) and edge is not None and not state.map.edge_kinds[edge.kind].ordinary)


def _trip_line(state, piece: str, trip: list) -> LogLine:
    frm, to, steps, walls = trip
    where = f"{piece_name(state, frm)} \u2192 {piece_name(state, to)}" if frm != to else \
        f"out of and back into {piece_name(state, to)}"
    who = piece_name(state, piece)
    if walls and steps == 1:  # said as the engine says it, not as an ordinary move
        return LogLine(f"{who} phases through the wall: {where}.", PLAIN)
    how = [f"{steps} steps"] if steps > 1 else []
    how += [f"{walls} through a wall"] if walls else []
    return LogLine(f"{who} moves {where}" + (f" ({', '.join(how)})" if how else "") + ".", PLAIN)


def grouped_log(state, log: list[str], record: list[Stamped], upto: int | None = None,
                start: int = 0) -> list[LogLine]:
    """The log's lines ``start`` to ``upto`` (all by default) grouped by turn: a
    heading for each, a piece's moves folded into one line, repeated
    declarations into one, and a summary line closing each finished turn.
    Lines with no stamp (a loaded game's earlier log, notes) stay as they are."""
    n = len(log) if upto is None else max(0, min(upto, len(log)))
    stamped = {st.line: st for st in record if start <= st.line < n}
    items: list[Stamped] = []
    for i in range(max(0, start), n):
        st = stamped.get(i)
        if st is None:  # a line the session wrote itself: part of the turn it falls in
            prev = items[-1] if items else None
            st = Stamped(i, prev.round if prev else -1, prev.side if prev else None,
                         {"type": "note", "text": log[i]})
        items.append(st)
    out: list[LogLine] = []
    groups = turns(items)
    for k, turn in enumerate(groups):
        if turn.round >= 0 and any(s.event.get("type") != "note" for s in turn.events):
            out.append(LogLine(heading(state, turn), HEADING))
        out.extend(_turn_lines(state, turn))
        if k < len(groups) - 1 and turn.round > 0 and turn.side is not None:
            out.append(LogLine("Summary: " + "; ".join(summary(state, turn)) + ".", SUMMARY))
    return out
