#!/usr/bin/env python3
"""Records what rfsat prints, so a refactor can prove it changed nothing.

Runs every command (solve in each output format, check, dimacs, convert,
decode, generate, usage errors) over every file of puzzles/, the classic and
calcudoku fixtures of tests/, the samples of ../shared/data (when present)
and a deterministic set of mutated rule files, and writes one file per case:
the command line, the exit code, stdout and stderr. Timings are replaced by
<T> so two runs of the same binary agree byte for byte.

    scripts/record_outputs.py build/rfsat /tmp/before
    ... refactor, rebuild ...
    scripts/record_outputs.py build/rfsat /tmp/after
    diff -r /tmp/before /tmp/after && echo identical

Prints the number of cases recorded. Uses only the standard library.
"""
import hashlib
import os
import random
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data"

TIME_PATTERNS = [
    (re.compile(r'"(time|encode_time|solve_time|seconds)":\s*[0-9.eE+-]+'), r'"\1":<T>'),
    (re.compile(r'\b[0-9]+(\.[0-9]+)?(e[+-]?[0-9]+)?\s*(ms|s|us|µs)\b'), '<T>'),
    (re.compile(r'\b[0-9]+(\.[0-9]+)? puzzles/s\b'), '<T> puzzles/s'),
    (re.compile(r'\b[0-9]+(\.[0-9]+)?/s\b'), '<T>/s'),
    (re.compile(r'seed [0-9]+'), 'seed <S>'),
]


def normalise(text):
    for pattern, repl in TIME_PATTERNS:
        text = pattern.sub(repl, text)
    return text


def run(binary, args, stdin=None, timeout=120):
    try:
        # argv[0] is "rfsat" whatever the binary's path: usage lines print it.
        p = subprocess.run(["rfsat"] + args, executable=binary, input=stdin, capture_output=True,
                           timeout=timeout, cwd=ROOT)
        out, err, rc = p.stdout, p.stderr, p.returncode
    except subprocess.TimeoutExpired:
        out, err, rc = b"", b"<timeout>", -1
    out_s = out.decode("utf-8", "replace")
    if len(out_s) > 200_000:  # DIMACS: keep a digest, the header and the cell map
        kept = [l for l in out_s.splitlines() if l.startswith(("p ", "c x"))]
        head = "\n".join(kept[:4000])
        out_s = "sha256 " + hashlib.sha256(out).hexdigest() + "\n" + head
    return rc, normalise(out_s), normalise(err.decode("utf-8", "replace"))


def rel(p):
    """`p` relative to the checkout, as rfsat (run from there) will see it."""
    return os.path.relpath(p, ROOT)


class Recorder:
    def __init__(self, binary, outdir):
        self.binary, self.outdir, self.count = binary, Path(outdir), 0
        self.outdir.mkdir(parents=True, exist_ok=True)

    def case(self, args, stdin=None, timeout=120, label=None):
        rc, out, err = run(self.binary, args, stdin, timeout)
        shown = " ".join(args)
        name = label or shown
        key = hashlib.sha256(name.encode()).hexdigest()[:16]
        with open(self.outdir / f"{key}.txt", "w") as f:
            f.write(f"$ rfsat {shown}\nexit {rc}\n--- stdout\n{out}--- stderr\n{err}")
        self.count += 1
        return rc, out


def mutate(text, rng):
    lines = text.splitlines()
    kind = rng.randrange(6)
    i = rng.randrange(len(lines)) if lines else 0
    if not lines:
        return "values = 12\n"
    line = lines[i]
    if kind == 0 and line:
        j = rng.randrange(len(line))
        line = line[:j] + line[j + 1:]
    elif kind == 1:
        line = re.sub(r"\d+", lambda m: str(int(m.group()) * 7 + 100), line, count=1)
    elif kind == 2:
        line = line.replace("(", "[", 1) if "(" in line else line + ")"
    elif kind == 3:
        line = rng.choice(["thermo(1)", "sum(3, 1, 1)", "arrow(1; 2, 2)", "unknown_rule",
                           "diagonal(1, 2)", "values =", "set_cell(0, 1)", "box_groups(4, 4)"])
    elif kind == 4:
        del lines[i]
        return "\n".join(lines) + "\n"
    else:
        line = line.replace(",", ";", 1) if "," in line else line + ", 3"
    lines[i] = line
    return "\n".join(lines) + "\n"


def rule_files():
    files = sorted(ROOT.glob("puzzles/**/*.rf"))
    if SHARED.is_dir():
        files += sorted((SHARED / "variants-rf").glob("*.rf"))
        for coll in sorted((SHARED / "iss-hard-rf").iterdir()):
            if coll.is_dir():
                files += sorted(coll.glob("*.rf"), key=lambda p: p.name)[:3]
    return files


def record_rule_files(r, tmp):
    heavy = ("MATHEMAGIC", "LITTLE_KILLER", "HARD_PENCILMARKS")
    for f in rule_files():
        s = rel(f)
        light = not any(h in s for h in heavy)
        r.case(["solve", s])
        if light:
            r.case(["solve", s, "--format", "line", "--count", "3"])
            r.case(["solve", s, "--format", "json"])
            r.case(["check", s])
            r.case(["convert", s, "--to", "line"])
        rc, out = r.case(["dimacs", s])
        if light and rc == 0 and f.stat().st_size < 20000:
            cnf = str(tmp / "p.cnf")
            subprocess.run([r.binary, "dimacs", s, "-o", cnf], cwd=ROOT)
            model = str(tmp / "p.model")
            with open(ROOT / model, "wb") as m:
                subprocess.run(["cadical", "-q", cnf], stdout=m, cwd=ROOT)
            r.case(["decode", s, model], label=f"decode {s}")


def record_mutations(r, tmp):
    rng = random.Random(20261125)
    for f in sorted(ROOT.glob("puzzles/**/*.rf")):
        text = f.read_text()
        for k in range(4):
            m = tmp / f"mut_{f.stem}_{k}.rf"
            (ROOT / m).write_text(mutate(text, rng))
            r.case(["solve", rel(ROOT / m), "--count", "2", "--time-limit", "5"], label=f"mutation {f.stem} {k}",
                   timeout=30)


def record_classic(r, tmp):
    data = sorted((ROOT / "tests/formats/data").glob("*"))
    targets = ["line", "sdm", "sdk", "ss", "ss-spaced", "ss-old", "spf", "msk", "sdx", "candidates", "rf"]
    for f in data:
        if f.suffix == ".md":
            continue
        r.case(["solve", rel(f)])
        r.case(["check", rel(f)])
        for t in targets:
            r.case(["convert", rel(f), "--to", t])
    if SHARED.is_dir():
        for name in ["puzzles2_17_clue", "puzzles3_magictour_top1465", "puzzles5_forum_hardest_1905_11+",
                     "puzzles7_serg_benchmark"]:
            lines = (SHARED / "tdoku" / name).read_text().splitlines()
            sample = "\n".join(l for l in lines if l and not l.startswith("#"))
            sample = "\n".join(sample.splitlines()[:300]) + "\n"
            r.case(["check", "-"], stdin=sample.encode(), label=f"check tdoku {name}")
            r.case(["solve", "-", "--format", "json"], stdin="\n".join(sample.splitlines()[:40]).encode() + b"\n",
                   label=f"solve json tdoku {name}")
            r.case(["solve", "-", "--incremental"], stdin=sample.encode(), label=f"solve incremental {name}")


def record_calcudoku(r):
    puz = sorted(ROOT.glob("puzzles/**/*.puz"))
    if SHARED.is_dir():
        base = SHARED / "calcudoku"
        puz += sorted((base / "malformed").glob("*.puz"))
        puz += sorted((base / "nylimb").glob("*.puz"))
        for d in sorted((base / "dlbeer-393b37c").iterdir()):
            if d.is_dir():
                puz += sorted(d.glob("*.puz"))[:1]
    for f in puz:
        s = rel(f)
        extra = ["--nylimb"] if "nylimb" in s else []
        r.case(["solve", s, "--time-limit", "20"] + extra)
        r.case(["solve", s, "--format", "cdok", "--time-limit", "20"] + extra)
        r.case(["check", s, "--time-limit", "20"] + extra)
        for t in ["rf", "cdok", "cdok-picture", "cdok-utf8"]:
            r.case(["convert", s, "--to", t] + extra)


def record_generate(r):
    for size in (4, 5, 6):
        for seed in (1, 2, 3):
            r.case(["generate", "--size", str(size), "--seed", str(seed), "--solution"])
    r.case(["generate", "--size", "5", "--seed", "7", "-T", "--format", "rf"])
    r.case(["generate", "--size", "6", "--seed", "9", "--format", "cdok-utf8", "--count", "2"])
    for f in ["puzzles/variants/thermo_6x6.rf", "puzzles/variants/kropki_6x6.rf",
              "puzzles/variants/sudoku_x_4x4.rf"]:
        if (ROOT / f).exists():
            r.case(["generate", "--rules", f, "--seed", "5"])
            r.case(["generate", "--rules", f, "--seed", "6", "--clues"])


def record_usage(r):
    for args in [[], ["solve"], ["solve", "missing.rf"], ["check"], ["frobnicate"], ["--version"],
                 ["solve", "puzzles", "--count", "0"], ["solve", "x.rf", "--format", "svg"],
                 ["convert", "puzzles/classic/sudoku-x.rf"], ["generate", "--min-cage", "5", "--max-cage", "3"],
                 ["decode", "puzzles/classic/sudoku-x.rf", "missing.model"], ["dimacs", "puzzles"],
                 ["check", "puzzles"], ["solve", "--help"], ["check", "--help"], ["--help"],
                 ["rules"], ["rules", "thermo"], ["rules", "thermos"]]:
        r.case(args)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    binary, outdir = os.path.abspath(sys.argv[1]), sys.argv[2]
    r = Recorder(binary, outdir)
    # Paths are relative to the checkout (rfsat runs there), and the scratch
    # folder has a fixed name: paths appear in diagnostics.
    fixed = ROOT / ".record-work"
    os.makedirs(fixed, exist_ok=True)
    if True:
        tmp = Path(".record-work")
        record_usage(r)
        record_rule_files(r, tmp)
        record_mutations(r, tmp)
        record_classic(r, tmp)
        record_calcudoku(r)
        record_generate(r)
        subprocess.run(["rm", "-rf", str(fixed)])
    print(f"{r.count} cases recorded in {outdir}")


if __name__ == "__main__":
    main()
