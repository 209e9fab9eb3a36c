// Helper of scripts/iss_peer_check.sh: parses each ISS text with the
// Interactive Sudoku Solver's own parser and solves it with ISS's solver.
// Also scripts/bench_iss.sh's peer. Reads "name<TAB>text" lines on stdin;
// prints "name<TAB>count<TAB>solution<TAB>ms" (count 0, 1 or 2 meaning two or
// more; ERROR and ISS's message when ISS refuses the text; ms: ISS's time to
// parse, build and count, node's start-up excluded). ISS's checkout comes
// from $ISS_DIR (driven by iss_driver.mjs); none of its code is part of rfsat.
import readline from 'node:readline';
import { countIss } from './iss_driver.mjs';

for await (const line of readline.createInterface({ input: process.stdin })) {
  const [name, text] = line.split('\t');
  try {
    const { count, first, ms } = countIss(text);
    console.log(`${name}\t${count}\t${first ? first.join('') : '-'}\t${ms.toFixed(1)}`);
  } catch (e) {
    console.log(`${name}\tERROR\t${String(e.message).slice(0, 200)}`);
  }
}
