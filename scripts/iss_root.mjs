// ISS's candidates after its initial propagation (its handlers run to a
// fixpoint before the first guess), for comparing what each solver knows at
// the root: reads "n<TAB>text" lines on stdin, prints per puzzle
// "n<TAB>candidates<TAB>81 masks" (mask bit v-1 for value v, space-separated),
// through ISS's own step mode (nthStep(0)). Driver only: none of ISS's code
// is part of rfsat. Needs ISS_DIR (see iss_driver.mjs).
import readline from 'node:readline';
import { issUrl } from './iss_driver.mjs';

const { SudokuBuilder } = await import(issUrl('js/solver/sudoku_builder.js'));
const { SudokuParser } = await import(issUrl('js/sudoku_parser.js'));

const rl = readline.createInterface({ input: process.stdin });
for await (const line of rl) {
  const tab = line.indexOf('\t');
  const n = line.slice(0, tab), text = line.slice(tab + 1);
  const solver = SudokuBuilder.build(SudokuParser.parseText(text));
  const step = solver.nthStep(0, new Map());
  const masks = step.pencilmarks.map((p) => {
    if (typeof p === 'number') return 1 << (p - 1);
    let m = 0;
    for (const v of p) m |= 1 << (v - 1);
    return m;
  });
  let total = 0;
  for (const m of masks) for (let x = m; x; x &= x - 1) total++;
  console.log(`${n}\t${total}\t${masks.join(' ')}`);
}
