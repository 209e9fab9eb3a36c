"""Puzzle.solve and Puzzle.check: verdicts, counts and solutions that obey the rules."""
import json

from conftest import (UNIQUE_LINE, UNIQUE_SOLUTION, is_classic_solution, is_killer_solution,
                      killer_text, rfsat, rule_file, two_solution_line)


def test_unique_classic_from_a_line():
    r = rfsat.load(UNIQUE_LINE).solve()
    assert r.verdict == "unique" and r.verdict_text == "unique"
    assert r.count == 1 and r.complete
    assert is_classic_solution(r.solutions[0], UNIQUE_LINE)
    assert r.solutions[0] == UNIQUE_SOLUTION


def test_the_same_puzzle_as_a_rule_file():
    p = rfsat.load(rule_file(UNIQUE_LINE))
    assert (p.rows, p.columns) == (9, 9)
    assert p.check().solutions == [UNIQUE_SOLUTION]


def test_two_solutions_give_multiple():
    line, emptied = two_solution_line(UNIQUE_SOLUTION)
    r = rfsat.load(line).solve(count=5)
    assert r.verdict == "multiple" and r.count == 2 and r.complete
    assert r.verdict_text == "exactly 2 solutions"
    assert len(set(r.solutions)) == 2
    for s in r.solutions:
        assert is_classic_solution(s, line)
        assert all(a == b for i, (a, b) in enumerate(zip(s, UNIQUE_SOLUTION)) if i not in emptied)


def test_check_stops_at_two():
    line, _ = two_solution_line(UNIQUE_SOLUTION)
    r = rfsat.load(line).check()
    assert r.verdict == "multiple" and r.count == 2


def test_count_one_is_at_least():
    r = rfsat.load("." * 81).solve(count=1)
    assert r.verdict == "at_least" and r.count == 1 and not r.complete
    assert is_classic_solution(r.solutions[0])


def test_no_solution():
    r = rfsat.load("11" + UNIQUE_LINE[2:]).solve()  # two 1s in row 1
    assert r.verdict == "none" and r.verdict_text == "no solution"
    assert r.count == 0 and r.complete and r.solutions == []


def test_killer_from_text():
    r = rfsat.load(killer_text()).solve()
    assert r.verdict == "unique" and r.count == 1
    assert is_killer_solution(r.solutions[0])


def test_jobs_give_the_same_answer():
    r = rfsat.load(killer_text()).solve(jobs=2)
    assert r.verdict == "unique" and is_killer_solution(r.solutions[0])


def test_load_a_path(tmp_path):
    f = tmp_path / "vanilla.rf"
    f.write_text(rule_file(UNIQUE_LINE))
    assert rfsat.load(f).solve().solutions == [UNIQUE_SOLUTION]  # a pathlib.Path
    assert rfsat.load(str(f)).name == str(f)                       # a str naming a file
    assert f.read_text() == rule_file(UNIQUE_LINE)                  # inputs are never modified


def test_a_carried_solution_is_compared():
    fp = json.loads(rfsat.load(UNIQUE_LINE).convert("fpuzzles"))
    fp["solution"] = [int(d) for d in UNIQUE_SOLUTION]
    r = rfsat.load(json.dumps(fp)).check()
    assert r.verdict == "unique" and r.matches_input_solution is True and r.differs == ""
    wrong = UNIQUE_SOLUTION[:80] + ("1" if UNIQUE_SOLUTION[80] != "1" else "2")
    fp["solution"] = [int(d) for d in wrong]
    r = rfsat.load(json.dumps(fp)).check()
    assert r.verdict == "unique" and r.matches_input_solution is False
    assert "r9c9" in r.differs
    assert rfsat.load(UNIQUE_LINE).check().matches_input_solution is None
