// How rfsat's scripts drive the Interactive Sudoku Solver (ISS): its own
// parser and solver, loaded from the checkout named by $ISS_DIR, run in this
// node process. Entry point: `countIss(text)` (the solution count, up to 2,
// the first solution and ISS's time to parse, build and count, node's
// start-up excluded). Used by iss_peer_check.mjs and bench_catalogue.mjs;
// none of ISS's code is part of rfsat.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const issUrl = (file) => pathToFileURL(path.join(process.env.ISS_DIR, file)).href;

const { ensureGlobalEnvironment } = await import(issUrl('tests/helpers/test_env.js'));
ensureGlobalEnvironment();
const { SudokuBuilder } = await import(issUrl('js/solver/sudoku_builder.js'));
const { SudokuParser } = await import(issUrl('js/sudoku_parser.js'));

// { count: 0 | 1 | 2 (two or more), first: the first solution or null, ms }.
// Throws ISS's own error when ISS refuses the text.
export const countIss = (text) => {
  const start = performance.now();
  const solver = SudokuBuilder.build(SudokuParser.parseText(text));
  const first = solver.nthSolution(0);
  const count = first ? (solver.nthSolution(1) ? 2 : 1) : 0;
  return { count, first, ms: performance.now() - start };
};
