"""The engine's command line never prints a traceback: every error is one
line 'error: ...' on stderr and a non-zero exit, nothing is left half
written, and only regular files of a bounded size are read or written
(issue 23, item 15)."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from greenthings.engine import cli


@pytest.fixture
def game_file(tmp_path):
    path = tmp_path / "g.json"
    assert cli.main(["new", "--seed", "3", "-o", str(path)]) == 0
    return path


def _legal(path) -> str:
    from greenthings.engine import Game
    return json.dumps(Game.from_json(json.loads(path.read_text())).legal_actions()[0].to_dict())


def fails(capsys, argv, status=1) -> str:
    """Run the command line; it must exit `status` with one 'error:' line."""
    capsys.readouterr()
    assert cli.main([str(a) for a in argv]) == status
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1, err
    return err


def test_apply_onto_a_folder_or_into_a_missing_folder(capsys, game_file, tmp_path):
    before = game_file.read_bytes()
    folder = tmp_path / "folder"
    folder.mkdir()
    action = _legal(game_file)
    assert "not a regular file" in fails(capsys, ["apply", game_file, action, "-o", folder])
    assert "No such file or directory" in fails(capsys, ["apply", game_file, action, "-o", "/nonexistent/x.json"])
    assert game_file.read_bytes() == before and folder.is_dir() and not any(folder.iterdir())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder", "g.json"]      # no temporary file left


def test_new_onto_an_existing_folder_or_a_fifo(capsys, tmp_path):
    folder = tmp_path / "folder"
    folder.mkdir()
    assert "not a regular file" in fails(capsys, ["new", "-o", folder])
    assert folder.is_dir()
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert "not a regular file" in fails(capsys, ["new", "-o", fifo])
    assert not fifo.is_file()


@pytest.mark.timeout(30)
def test_only_regular_files_are_read(capsys, game_file, tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)                           # opening it would wait for a writer for ever
    for path in ("/dev/zero", fifo, tmp_path):
        assert "not a regular file" in fails(capsys, ["legal", path])
        assert "not a regular file" in fails(capsys, ["apply", game_file, f"@{path}"])
    assert "No such file" in fails(capsys, ["show", tmp_path / "missing.json"])


def test_a_file_too_big_is_refused_before_it_is_read(capsys, game_file, monkeypatch):
    monkeypatch.setattr(cli, "MAX_FILE_BYTES", 100)
    assert "too big" in fails(capsys, ["show", game_file])


def test_bad_files_and_bad_actions(capsys, game_file, tmp_path):
    bad = tmp_path / "bad.json"
    for text, said in (("{", "not valid JSON"), ("[" * 100_000, "nested too deeply"), ("{}", "not a Green Things")):
        bad.write_text(text)
        assert said in fails(capsys, ["show", bad])
    bad.write_bytes(b"\xff\xfe")
    assert "UTF-8" in fails(capsys, ["show", bad])
    assert "illegal" in fails(capsys, ["apply", game_file, '{"type": "fly"}'], status=2)
    assert "not valid JSON" in fails(capsys, ["apply", game_file, "{"], status=2)
    assert "not an action" in fails(capsys, ["apply", game_file, "5"], status=2)


def test_a_wrong_command_line_is_one_line_too(capsys, tmp_path):
    assert "--seed" in fails(capsys, ["new", "--seed", "abc", "-o", tmp_path / "x.json"], status=2)
    assert "invalid choice" in fails(capsys, ["fly"], status=2)
    assert "species" in fails(capsys, ["new", "--species", "nope", "-o", tmp_path / "x.json"], status=2)


def test_a_long_message_is_cut_to_one_short_line(capsys, game_file, monkeypatch):
    def broken(_g):
        raise ValueError("line one\nline two " + "x" * 10_000)

    monkeypatch.setattr(cli, "summary", broken)
    err = fails(capsys, ["show", game_file], status=3)
    assert "internal error" in err and "ValueError: line one line two" in err and len(err) < 700


def test_a_message_holding_a_nul_or_a_lone_surrogate_is_written_escaped(capsys, game_file):
    record = json.loads(game_file.read_text())
    record["start"]["options"]["map"] = "\u0000\ud800"
    game_file.write_text(json.dumps(record))
    err = fails(capsys, ["show", game_file])
    assert "unknown map" in err and "\\x00\\ud800" in err and err[:-1].isprintable()


def test_legal_from_the_shell_on_dev_zero(tmp_path):
    """The issue's own command: it read without end and died of MemoryError."""
    proc = subprocess.run([sys.executable, "-m", "greenthings.engine", "legal", "/dev/zero"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and proc.stderr == "error: /dev/zero: not a regular file\n"
