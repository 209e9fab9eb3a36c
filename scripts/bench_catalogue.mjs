// Helper of scripts/bench_catalogue.sh, with two modes:
//   node bench_catalogue.mjs list DIR   every puzzle of ISS's catalogue
//     (data/example_puzzles.js and data/collections.js, each entry once by
//     name) written as DIR/N.txt, its ISS text (a `/data/...iss` entry: the
//     file's text), and DIR/index.tsv "N<TAB>name<TAB>kind" (kind: text, or
//     script for a `.js` sandbox script, which is not ISS text and is left
//     aside);
//   node bench_catalogue.mjs count FILE   ISS's count (0, 1, 2 = two or more)
//     of FILE and its best time of 3 runs after a warm-up run (parse, build,
//     search in this process): "count<TAB>ms", or "ERROR<TAB>ISS's message".
// ISS is driven as iss_peer_check.mjs does (iss_driver.mjs, $ISS_DIR).
import fs from 'node:fs';
import path from 'node:path';
import { countIssWarm, issUrl } from './iss_driver.mjs';

const list = async (dir) => {
  const examples = await import(issUrl('data/example_puzzles.js'));
  const collections = await import(issUrl('data/collections.js'));
  const seen = new Set();
  const rows = [];
  const add = (config, fallback) => {
    if (!config || typeof config.input !== 'string') return;
    const name = !config.name || config.name === config.input ? fallback : config.name;
    if (seen.has(name)) return;
    seen.add(name);
    let { input } = config;
    let kind = 'text';
    if (input.startsWith('/') && input.endsWith('.js')) kind = 'script';
    else if (input.startsWith('/')) input = fs.readFileSync(path.join(process.env.ISS_DIR, input), 'utf8');
    const n = rows.length;
    fs.writeFileSync(path.join(dir, `${n}.txt`), kind === 'text' ? input : '');
    rows.push(`${n}\t${name.replace(/\s+/g, ' ')}\t${kind}`);
  };
  for (const puzzle of examples.DISPLAYED_EXAMPLES) add(examples.resolvePuzzleConfig(puzzle), puzzle.name);
  for (const [coll, value] of Object.entries(collections)) {
    if (!Array.isArray(value)) continue;
    value.forEach((entry, i) => {
      const config = typeof value.configFor === 'function' ? value.configFor(entry)
        : examples.resolvePuzzleConfig(entry);
      add(config, `${coll}#${i}`);
    });
  }
  fs.writeFileSync(path.join(dir, 'index.tsv'), rows.join('\n') + '\n');
};

const count = (file) => {
  const text = fs.readFileSync(file, 'utf8');
  try {
    const { count: n, ms } = countIssWarm(text);
    console.log(`${n}\t${ms.toFixed(1)}`);
  } catch (e) {
    console.log(`ERROR\t${String(e.message).replace(/\s+/g, ' ').slice(0, 200)}`);
  }
};

const [mode, arg] = process.argv.slice(2);
if (mode === 'list') await list(arg);
else if (mode === 'count') count(arg);
else { console.error('usage: bench_catalogue.mjs list DIR | count FILE'); process.exit(2); }
