// Helper of scripts/iss_peer_check.sh: parses each ISS text with the
// Interactive Sudoku Solver's own parser and solves it with ISS's solver.
// Also scripts/bench_iss.sh's peer. Reads "name<TAB>text" lines on stdin;
// prints "name<TAB>count<TAB>solution<TAB>ms" (count 0, 1 or 2 meaning two or
// more; ERROR and ISS's message when ISS refuses the text; ms: ISS's time to
// parse, build and count, node's start-up excluded). ISS's checkout comes
// from $ISS_DIR; none of its code is part of rfsat.
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';

const iss = (file) => pathToFileURL(path.join(process.env.ISS_DIR, file)).href;
const { ensureGlobalEnvironment } = await import(iss('tests/helpers/test_env.js'));
ensureGlobalEnvironment();
const { SudokuBuilder } = await import(iss('js/solver/sudoku_builder.js'));
const { SudokuParser } = await import(iss('js/sudoku_parser.js'));

for await (const line of readline.createInterface({ input: process.stdin })) {
  const [name, text] = line.split('\t');
  try {
    const start = performance.now();
    const solver = SudokuBuilder.build(SudokuParser.parseText(text));
    const first = solver.nthSolution(0);
    const count = first ? (solver.nthSolution(1) ? 2 : 1) : 0;
    const ms = (performance.now() - start).toFixed(1);
    console.log(`${name}\t${count}\t${first ? first.join('') : '-'}\t${ms}`);
  } catch (e) {
    console.log(`${name}\tERROR\t${String(e.message).slice(0, 200)}`);
  }
}
