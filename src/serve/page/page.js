// The page of `rfsat serve`: sends the pasted puzzle to the JSON API
// (src/serve/page_api.hpp) and shows what comes back. No library, no
// network beyond this server.
"use strict";
const $ = (id) => document.getElementById(id);
let path = null; // the last explain answer: {steps, start, ...}
let stepIndex = 0;

async function api(name, extra) {
  const body = Object.assign({ text: $("puzzle").value, name: $("file-name").textContent }, extra || {});
  const res = await fetch("/api/" + name, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(json.error || res.statusText);
  return json;
}

function setStatus(text, error) {
  $("status").textContent = text;
  $("status").className = error ? "error" : "";
}

function setVerdict(text) {
  $("verdict").textContent = text || "";
  $("verdict").className = text === "unique" ? "unique" : text ? "other" : "";
}

function showPicture(svg) { $("picture").innerHTML = svg; }

function download(name, text, mime, label) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text], { type: mime }));
  a.download = name;
  a.textContent = label;
  $("downloads").appendChild(a);
}

function showDownloads(load) {
  $("downloads").innerHTML = "";
  if (load.rf) download("puzzle.rf", load.rf, "text/plain", "Download .rf");
  if (load.fpuzzles) {
    const a = document.createElement("a");
    a.href = load.fpuzzles;
    a.target = "_blank";
    a.rel = "noopener";
    a.textContent = "Open in f-puzzles";
    $("downloads").appendChild(a);
  }
  download("puzzle.svg", load.svg, "image/svg+xml", "Download picture");
}

async function run(button, work) {
  const buttons = document.querySelectorAll("button");
  buttons.forEach((b) => (b.disabled = true));
  setStatus(button.textContent + "\u2026");
  try {
    await work();
    setStatus("");
  } catch (e) {
    setStatus(e.message, true);
  } finally {
    buttons.forEach((b) => (b.disabled = false));
    updateStepper();
  }
}

function resetResults() {
  path = null;
  $("grade").textContent = "";
  $("stepper").hidden = true;
  setVerdict("");
}

// The picture and the downloads of the puzzle as it is read; every button
// starts with it, so a puzzle that does not read fails here.
async function load() {
  resetResults();
  const load = await api("load");
  showPicture(load.svg);
  showDownloads(load);
  return load;
}

async function show() {
  const l = await load();
  $("grade").textContent = "format: " + l.format + (l.fpuzzles_error ? " \u00b7 no f-puzzles link: " + l.fpuzzles_error : "");
}

async function solve() {
  await load();
  const r = await api("solve");
  showPicture(r.svg);
  setVerdict(r.verdict);
  $("grade").textContent = (r.one_of ? "drawn: " + r.one_of + " \u00b7 " : "") + r.seconds.toFixed(2) + " s";
}

async function candidates() {
  await load();
  const r = await api("candidates");
  showPicture(r.svg);
  setVerdict(r.verdict);
}

async function explain() {
  await load();
  const r = await api("explain");
  path = r;
  stepIndex = 0;
  setVerdict(r.verdict);
  $("grade").textContent = "grade " + r.grade + (r.message ? " \u00b7 " + r.message : "");
  $("stepper").hidden = false;
  await drawStep();
}

async function drawStep() {
  const masks = stepIndex === 0 ? path.start : path.steps[stepIndex - 1].masks;
  $("step-number").textContent = "step " + stepIndex + " of " + path.steps.length;
  $("step-text").textContent = stepIndex === 0
    ? "The givens. " + path.steps.length + " steps" + (path.complete ? " solve it: press Next." : " follow (" + path.verdict + ").")
    : path.steps[stepIndex - 1].text;
  showPicture((await api("render", { masks: masks })).svg);
}

function updateStepper() {
  if (!path) return;
  $("prev").disabled = stepIndex === 0;
  $("next").disabled = stepIndex === path.steps.length;
}

function move(delta) {
  stepIndex = Math.max(0, Math.min(path.steps.length, stepIndex + delta));
  run($("step-number"), drawStep);
}

function readFile(file) {
  const reader = new FileReader();
  reader.onload = () => {
    $("puzzle").value = reader.result;
    $("file-name").textContent = file.name;
    run($("show"), show);
  };
  reader.readAsText(file);
}

$("show").onclick = () => run($("show"), show);
$("solve").onclick = () => run($("solve"), solve);
$("candidates").onclick = () => run($("candidates"), candidates);
$("explain").onclick = () => run($("explain"), explain);
$("prev").onclick = () => move(-1);
$("next").onclick = () => move(1);
$("puzzle").oninput = () => ($("file-name").textContent = "");
$("file").onchange = (e) => e.target.files[0] && readFile(e.target.files[0]);
const drop = $("drop");
drop.addEventListener("dragover", (e) => { e.preventDefault(); drop.classList.add("over"); });
drop.addEventListener("dragleave", () => drop.classList.remove("over"));
drop.addEventListener("drop", (e) => {
  e.preventDefault();
  drop.classList.remove("over");
  if (e.dataTransfer.files[0]) readFile(e.dataTransfer.files[0]);
  else if (e.dataTransfer.getData("text")) $("puzzle").value = e.dataTransfer.getData("text");
});
