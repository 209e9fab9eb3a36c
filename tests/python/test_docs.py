"""docs/python.md's session, run as a doctest from the source tree."""
import doctest
import re
from pathlib import Path

from conftest import rfsat

ROOT = Path(__file__).resolve().parents[2]


def test_the_session_of_docs_python_md(monkeypatch):
    page = (ROOT / "docs" / "python.md").read_text()
    blocks = re.findall(r"```pycon\n(.*?)```", page, re.S)
    assert blocks, "docs/python.md has no pycon block"
    monkeypatch.chdir(ROOT)
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for i, block in enumerate(blocks):
        test = parser.get_doctest(block, {"rfsat": rfsat}, f"python.md[{i}]", "docs/python.md", 0)
        runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
