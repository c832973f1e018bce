"""The fixture helpers: a file of the repository must be there, a shared one
may be missing on a fresh clone and then skips its test by name."""
import pytest

from tests.files import REPO, repo_file, shared_dirs, shared_file


def test_repository_files_are_found_from_the_repository_root():
    assert repo_file("maps/znutar.json") == REPO / "maps" / "znutar.json"
    assert (REPO / "pyproject.toml").is_file()


def test_a_missing_repository_file_fails():
    with pytest.raises(pytest.fail.Exception, match="missing maps/atlantis.json"):
        repo_file("maps/atlantis.json")


def test_a_missing_shared_file_skips_naming_it():
    with pytest.raises(pytest.skip.Exception, match="missing: rules/no-such-rulebook.txt"):
        shared_file("rules/no-such-rulebook.txt")


def test_shared_files_are_looked_for_beside_the_repository(monkeypatch, tmp_path):
    monkeypatch.setenv("GREENTHINGS_SHARED", str(tmp_path))
    (tmp_path / "spec").mkdir()
    (tmp_path / "spec" / "x.md").write_text("x")
    assert shared_file("spec/x.md") == tmp_path / "spec" / "x.md"
    assert shared_dirs()[1:] == [REPO.parent / "shared", REPO.parent.parent / "shared"]
