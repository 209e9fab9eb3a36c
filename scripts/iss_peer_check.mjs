// Helper of scripts/iss_peer_check.sh: parses each ISS text with the
// Interactive Sudoku Solver's own parser and solves it with ISS's solver.
// Also scripts/bench_iss.sh's peer. Reads "name<TAB>text" lines on stdin;
// prints "name<TAB>count<TAB>solution<TAB>ms<TAB>backtracks" (count 0, 1 or
// 2 meaning two or more; ERROR and ISS's message when ISS refuses the text;
// ms: ISS's time to parse, build and count, node's start-up excluded;
// backtracks: ISS's counter). With `--warm MS`: ms is the best of 3 runs
// after a warm-up run (iss_driver.mjs countIssWarm), each stopped past MS
// ms (count `limit`; a warm-up so stopped is not repeated). ISS's checkout comes from $ISS_DIR (driven by
// iss_driver.mjs); none of its code is part of rfsat.
import readline from 'node:readline';
import { countIss, countIssWarm } from './iss_driver.mjs';

const warm = process.argv[2] === '--warm';
const limitMs = Number(process.argv[3] ?? Infinity);
for await (const line of readline.createInterface({ input: process.stdin })) {
  const [name, text] = line.split('\t');
  try {
    const { count, first, ms, backtracks } = warm ? countIssWarm(text, limitMs) : countIss(text);
    console.log(`${name}\t${count}\t${first ? first.join('') : '-'}\t${ms.toFixed(1)}\t${backtracks}`);
  } catch (e) {
    console.log(`${name}\tERROR\t${String(e.message).slice(0, 200)}`);
  }
}
