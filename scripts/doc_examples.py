#!/usr/bin/env python3
"""Runs the examples of the README and docs/ as a reader would, and checks
that each gives the output the page shows.

Two kinds of fenced block are examples:
- ```console: lines starting with "$ " are commands, run by bash one after
  another in a fresh folder (with docs/, puzzles/ and tests/ of the source
  tree linked into it, and rfsat on PATH); the lines after a command, up to
  the next one, are what it prints (stdout and stderr together). A last line
  "(exit N)" is its exit code (0 when absent). Timings ("0.019 s") read as
  <T> on both sides.
- ```rf: a whole rule file; it must read, and `rfsat solve --count 2` must
  end with exit 0 (a line "// expect: VERDICT" in it also fixes the verdict).
  When its first line is "// file: NAME", it is also saved as NAME in the
  page's folder, where the console blocks after it find it.

The blocks of one page share one folder, in page order.

    scripts/doc_examples.py build/rfsat            (run by ctest as DocExamples)

Prints one line per failed example and a closing "N passed, N failed"; exits
1 on any failure. A block whose command needs a program that is not
installed (cadical) is skipped with a note. Standard library only.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TIME = re.compile(r'\b[0-9]+(\.[0-9]+)?(e[+-]?[0-9]+)?\s*(ms|s)\b')
EXIT = re.compile(r'^\(exit (\d+)\)$')


def normalise(text):
    return [TIME.sub('<T>', line.rstrip()) for line in text.rstrip('\n').split('\n')] if text else []


def blocks(path):
    """(kind, first line number, lines) of every console and rf block."""
    out, kind, start, lines = [], None, 0, []
    for n, line in enumerate(path.read_text().split('\n'), 1):
        if line.startswith('```'):
            if kind is None:
                kind, start, lines = line[3:].strip() or 'plain', n, []
            else:
                if kind in ('console', 'rf'):
                    out.append((kind, start, lines))
                kind = None
        elif kind is not None:
            lines.append(line)
    return out


def commands(lines):
    """(command, expected lines, exit code) of a console block."""
    out = []
    for line in lines:
        if line.startswith('$ '):
            out.append([line[2:], [], 0])
        elif out:
            m = EXIT.match(line)
            if m:
                out[-1][2] = int(m.group(1))
            else:
                out[-1][1].append(line)
    return out


def workdir():
    d = Path(tempfile.mkdtemp(prefix='rfsat-docs-'))
    for name in ('docs', 'puzzles', 'tests'):
        (d / name).symlink_to(ROOT / name)
    return d


def run_console(where, lines, env, d):
    failures = []
    for cmd, expected, code in commands(lines):
        tool = cmd.split()[0]
        if shutil.which(tool, path=env['PATH']) is None:
            print(f'{where}: skipped ({tool} is not installed)')
            return failures
        r = subprocess.run(['bash', '-c', cmd], cwd=d, env=env, capture_output=True, text=True,
                           timeout=120)
        got = normalise(r.stdout + r.stderr)
        want = [TIME.sub('<T>', l.rstrip()) for l in expected]
        while want and not want[-1]:
            want.pop()
        if got != want or r.returncode != code:
            failures.append(f'{where}: $ {cmd}\n  exit {r.returncode} (expected {code})\n'
                            + '  got:\n    ' + '\n    '.join(got)
                            + '\n  expected:\n    ' + '\n    '.join(want))
    return failures


def run_rf(where, lines, env, page_dir):
    text = '\n'.join(lines) + '\n'
    name = re.match(r'^// file: (\S+)', text)
    if name:
        (page_dir / name.group(1)).write_text(text)
    with tempfile.TemporaryDirectory() as d:
        f = Path(d) / 'example.rf'
        f.write_text(text)
        r = subprocess.run(['rfsat', 'solve', str(f), '--count', '2', '--time-limit', '30'],
                           env=env, capture_output=True, text=True, timeout=120)
    verdict = r.stdout.strip().split('\n')[-1] if r.stdout.strip() else ''
    m = re.search(r'^// expect: (.*)$', text, re.M)
    if r.returncode != 0 or (m and verdict != m.group(1).strip()):
        return [f'{where}: rule file: exit {r.returncode}, verdict "{verdict}"'
                + (f' (expected "{m.group(1).strip()}")' if m else '') + '\n  ' + r.stderr.strip()]
    return []


def main():
    rfsat = Path(sys.argv[1]).resolve()
    env = dict(os.environ, PATH=f'{rfsat.parent}:{os.environ.get("PATH", "")}', LC_ALL='C')
    pages = [ROOT / 'README.md'] + sorted((ROOT / 'docs').glob('**/*.md'))
    passed, failed = 0, 0
    for page in pages:
        d = workdir()
        try:
            for kind, start, lines in blocks(page):
                where = f'{page.relative_to(ROOT)}:{start}'
                fails = (run_console if kind == 'console' else run_rf)(where, lines, env, d)
                for f in fails:
                    print(f)
                failed += 1 if fails else 0
                passed += 0 if fails else 1
        finally:
            shutil.rmtree(d)
    print(f'{passed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
