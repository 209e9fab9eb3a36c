"""Bad input raises rfsat.Error with its position; limits raise rfsat.LimitReached."""
import time

import pytest

from conftest import UNIQUE_LINE, rfsat, rule_file

EMPTY_9X9 = "." * 81


def test_unknown_rule_has_line_and_column():
    text = "values = 123456789\nrow_groups\n  kiler(3, 1, 2)\n"
    with pytest.raises(rfsat.Error) as e:
        rfsat.load(text)
    assert isinstance(e.value, ValueError)
    assert e.value.line == 3 and e.value.column == 3
    assert str(e.value).startswith("<text>:3:3: error: ")


def test_bad_line_puzzle_has_a_column():
    with pytest.raises(rfsat.Error) as e:
        rfsat.load(UNIQUE_LINE[:40] + "x" + UNIQUE_LINE[41:])
    assert e.value.line == 1 and e.value.column == 41


def test_missing_file_is_an_error_not_text(tmp_path):
    with pytest.raises(rfsat.Error) as e:
        rfsat.load(str(tmp_path / "nowhere.rf"))
    assert "nowhere.rf" in str(e.value) and e.value.line is None


def test_unknown_format():
    with pytest.raises(rfsat.Error, match="unknown format 'nope'"):
        rfsat.load(UNIQUE_LINE, format="nope")


def test_bad_arguments():
    p = rfsat.load(UNIQUE_LINE)
    with pytest.raises(rfsat.Error, match="count"):
        p.solve(count=0)
    with pytest.raises(rfsat.Error, match="count"):  # rfsat solve --count's bound
        p.solve(count=10**6 + 1)
    for jobs in (0, 257):
        with pytest.raises(rfsat.Error, match="jobs"):
            p.solve(jobs=jobs)
    with pytest.raises(rfsat.Error, match="time_limit"):
        p.solve(time_limit=-1)
    with pytest.raises(rfsat.Error, match="unknown format"):
        p.convert("nope")


def test_a_collection_is_refused():
    with pytest.raises(rfsat.Error, match="one at a time"):
        rfsat.load(UNIQUE_LINE + "\n" + UNIQUE_LINE + "\n")


def test_time_limit_raises_limit_reached():
    # Enumerating the solutions of an empty grid does not end by itself.
    start = time.monotonic()
    with pytest.raises(rfsat.LimitReached, match="time limit"):
        rfsat.load(EMPTY_9X9).solve(count=10**6, time_limit=0.3)
    assert time.monotonic() - start < 10


def test_limit_reached_is_not_a_value_error():
    assert not issubclass(rfsat.LimitReached, ValueError)
    assert issubclass(rfsat.Error, ValueError)


def test_a_rule_file_with_a_warning_loads():
    p = rfsat.load(rule_file(UNIQUE_LINE))
    assert p.warnings == []


def test_a_source_that_is_neither_text_nor_a_path():
    with pytest.raises(TypeError):
        rfsat.load(123)


def test_a_bytes_path(tmp_path):
    f = tmp_path / "vanilla.rf"
    f.write_text(rule_file(UNIQUE_LINE))
    assert rfsat.load(bytes(f)).check().verdict == "unique"


def test_text_with_a_nul_byte_is_text(tmp_path, monkeypatch):
    (tmp_path / "a").write_text(rule_file(UNIQUE_LINE))
    monkeypatch.chdir(tmp_path)
    with pytest.raises(rfsat.Error):  # read as puzzle text, not as the file "a"
        rfsat.load("a\0b")
