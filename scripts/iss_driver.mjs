// How rfsat's scripts drive the Interactive Sudoku Solver (ISS): its own
// parser and solver, loaded from the checkout named by $ISS_DIR, run in this
// node process. Entry points: `countIss(text)` (the solution count, up to 2,
// the first solution, ISS's time to parse, build and count, node's start-up
// excluded, and its search's backtrack counter) and `countIssWarm(text)`
// (the same, timed warm: the best of 3 runs after a warm-up run in this
// process). Used by iss_peer_check.mjs and bench_catalogue.mjs; none of
// ISS's code is part of rfsat.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const issUrl = (file) => pathToFileURL(path.join(process.env.ISS_DIR, file)).href;

const { ensureGlobalEnvironment } = await import(issUrl('tests/helpers/test_env.js'));
ensureGlobalEnvironment();
const { SudokuBuilder } = await import(issUrl('js/solver/sudoku_builder.js'));
const { SudokuParser } = await import(issUrl('js/sudoku_parser.js'));

// { count: 0 | 1 | 2 (two or more) | 'limit', first: the first solution or
// null, ms, backtracks } (backtracks: ISS's own counter, engine.js
// `counters`, which also counts each solution found). Past `limitMs` the
// search is stopped from ISS's progress callback (every 1,024 search nodes)
// and the count is 'limit'. Throws ISS's own error when ISS refuses the text.
class StoppedByLimit extends Error {}

export const countIss = (text, limitMs = Infinity) => {
  const start = performance.now();
  const solver = SudokuBuilder.build(SudokuParser.parseText(text));
  if (limitMs < Infinity)
    solver.setProgressCallback(() => {
      if (performance.now() - start > limitMs) throw new StoppedByLimit();
    }, 10);
  let first = null, count = 'limit';
  try {
    first = solver.nthSolution(0);
    count = first ? (solver.nthSolution(1) ? 2 : 1) : 0;
  } catch (e) {
    if (!(e instanceof StoppedByLimit)) throw e;
  }
  const ms = performance.now() - start;
  return { count, first, ms, backtracks: solver.state().counters.backtracks };
};

// countIss timed warm, as a fair comparison with rfsat's in-process time
// needs (a fresh node would pay its JIT every time): one warm-up run, then
// the best time of 3. A warm-up run stopped by `limitMs` is not repeated.
export const countIssWarm = (text, limitMs = Infinity) => {
  const result = countIss(text, limitMs);
  if (result.count === 'limit') return result;
  let best = Infinity;
  for (let i = 0; i < 3; i++) best = Math.min(best, countIss(text, limitMs).ms);
  return { ...result, ms: best };
};
