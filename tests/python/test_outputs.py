"""Candidates, explain, grade, svg, convert, dimacs and .rf: the CLI's outputs from Python."""
import json
import os
import subprocess
import xml.etree.ElementTree as ET

import pytest

from conftest import (UNIQUE_LINE, UNIQUE_SOLUTION, is_killer_solution, killer_text, rfsat,
                      rule_file, two_solution_line)

MINI_4X4 = ("values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n"
            "set_cell(1,1)\nset_cell(3,3)\nset_cell(6,3)\nset_cell(7,4)\nset_cell(9,4)\n"
            "set_cell(10,1)\n")


def test_candidates_of_a_unique_puzzle_are_its_solution():
    c = rfsat.load(UNIQUE_LINE).candidates()
    assert [cell["candidates"] for cell in c["cells"]] == [[d] for d in UNIQUE_SOLUTION]


def test_candidates_of_two_solutions():
    line, emptied = two_solution_line(UNIQUE_SOLUTION)
    cells = rfsat.load(line).candidates()["cells"]
    for i, cell in enumerate(cells):
        assert len(cell["candidates"]) == (2 if i in emptied else 1)


def test_explain_reaches_the_solution():
    e = rfsat.load(MINI_4X4).explain()
    assert e["verdict"] == "unique"
    placed = {}
    for step in e["steps"]:
        for p in step.get("placements", []):
            placed[p["cell"]] = p["value"]
    assert placed, e["steps"][:1]


def without_times(value):
    if isinstance(value, dict):
        return {k: without_times(v) for k, v in value.items() if "second" not in k and k != "time"}
    if isinstance(value, list):
        return [without_times(v) for v in value]
    return value


@pytest.mark.skipif(not os.environ.get("RFSAT_EXE"), reason="RFSAT_EXE not set")
def test_explain_matches_the_cli(tmp_path):
    f = tmp_path / "mini.rf"
    f.write_text(MINI_4X4)
    cli = subprocess.run([os.environ["RFSAT_EXE"], "explain", str(f), "--format", "json"],
                         capture_output=True, text=True, check=True)
    assert without_times(rfsat.load(f).explain()) == without_times(json.loads(cli.stdout))


def test_grade():
    g = rfsat.load(UNIQUE_LINE).grade()
    assert g["verdict"] == "unique" and g["steps"] > 0 and g["grade"] > 0


def test_svg_is_well_formed_xml():
    p = rfsat.load(killer_text())
    for svg in (p.svg(), p.svg(solution=True), p._repr_svg_()):
        root = ET.fromstring(svg)
        assert root.tag.endswith("svg")
    assert p.svg(solution=True) != p.svg()


def test_convert_round_trips():
    p = rfsat.load(UNIQUE_LINE)
    sdk = p.convert("sdk")
    assert sdk != UNIQUE_LINE and len(sdk.splitlines()) >= 9
    back = rfsat.load(sdk)
    assert back.convert("line").strip() == p.convert("line").strip()
    assert back.solve().solutions == [UNIQUE_SOLUTION]


def test_rf_text():
    p = rfsat.load(UNIQUE_LINE)
    again = rfsat.load(p.rf)
    assert "set_cell" in p.rf and again.solve().solutions == [UNIQUE_SOLUTION]
    assert rfsat.load(MINI_4X4).rf == MINI_4X4


def test_dimacs_header_counts():
    text = rfsat.load(killer_text()).dimacs()
    lines = text.splitlines()
    header = [l for l in lines if l.startswith("p ")]
    assert len(header) == 1
    _, kind, variables, clauses = header[0].split()
    clause_lines = [l for l in lines if l and not l.startswith(("c", "p"))]
    assert kind == "cnf" and int(clauses) == len(clause_lines)
    used = {abs(int(x)) for l in clause_lines for x in l.split()} - {0}
    assert max(used) <= int(variables)
    assert all(l.endswith(" 0") or l == "0" for l in clause_lines)


def test_repr():
    p = rfsat.load(UNIQUE_LINE)
    assert "9x9" in repr(p) and "unique" in repr(p.solve())


def test_bytes_that_are_not_utf8_come_back_unchanged(tmp_path):
    f = tmp_path / "latin1.rf"
    data = b"// caf\xe9: a Latin-1 comment\n" + rule_file(UNIQUE_LINE).encode()
    f.write_bytes(data)
    p = rfsat.load(f)
    assert p.rf.encode("utf-8", "surrogateescape") == data
    assert p.check().solutions == [UNIQUE_SOLUTION]
    assert f.read_bytes() == data


def test_a_link_loads():
    link = rfsat.load(killer_text()).convert("fpuzzles-url").strip()
    assert link.startswith("https://f-puzzles.com/?load=")
    p = rfsat.load(link)
    assert p.name == "<link>" and p.rf.startswith("// f-puzzles")
    r = p.check()
    assert r.verdict == "unique" and is_killer_solution(r.solutions[0])
