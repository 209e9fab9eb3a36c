// The checks browser_test.sh runs in the page of `rfsat serve` (loaded
// with a <base> to the server; TEST_INPUTS holds the killer's .rf text, its
// f-puzzles link and JSON). Writes "PASS" or the failures into #result.
"use strict";
(async () => {
  const $ = (id) => document.getElementById(id);
  const failures = [];
  const expect = (ok, what) => ok || failures.push(what);
  const mark = (what) => ($("result").textContent = "pending: " + what);
  // Resolves once the run() of a button is over (the buttons enabled again).
  const settled = () => new Promise((ok) => {
    const poll = () => ($("solve").disabled ? requestAnimationFrame(poll) : ok());
    requestAnimationFrame(poll);
  });
  const press = async (id) => {
    mark(id);
    const done = new Promise((ok) => new MutationObserver((_, o) => { if (!$("solve").disabled) { o.disconnect(); ok(); } })
      .observe($("solve"), { attributes: true }));
    $(id).click();
    await done;
  };

  async function pageChecks() {
    $("puzzle").value = TEST_INPUTS.killer;
    await press("solve");
    expect($("verdict").textContent === "unique", "killer: verdict " + $("verdict").textContent);
    expect(document.querySelector("#picture svg") !== null, "killer: no picture");
    await press("candidates");
    expect($("verdict").textContent === "unique", "candidates: verdict " + $("verdict").textContent);
    $("puzzle").value = TEST_INPUTS.link;
    await press("show");
    expect(/fpuzzles/.test($("grade").textContent), "link: format " + $("grade").textContent);
    expect([...document.querySelectorAll("#downloads a")].some((a) => a.textContent === "Download .rf"), "link: no .rf download");
    expect([...document.querySelectorAll("#downloads a")].some((a) => a.href.startsWith("https://f-puzzles.com/")), "link: no f-puzzles link");
    await press("explain");
    expect(/^grade \d/.test($("grade").textContent), "explain: grade " + $("grade").textContent);
    const steps = $("step-number").textContent;
    expect(/^step 0 of [1-9]\d*$/.test(steps), "explain: " + steps);
    await press("next");
    expect(/^step 1 of /.test($("step-number").textContent), "next: " + $("step-number").textContent);
    expect(/^1\. /.test($("step-text").textContent), "next: step text " + $("step-text").textContent);
    $("puzzle").value = "values = 12\nfly(1)\n";
    await press("solve");
    expect($("status").className === "error" && /fly/.test($("status").textContent), "bad input: status " + $("status").textContent);
  }

  // The userscript's message shapes, and the answers it reads.
  async function webSocketChecks() {
    const ws = new WebSocket("ws://" + new URL(document.baseURI).host);
    await new Promise((ok, no) => { ws.onopen = ok; ws.onerror = () => no(new Error("no WebSocket")); });
    const answers = {};
    ws.onmessage = (m) => {
      const a = JSON.parse(m.data);
      if (a.type === "count" && a.inProgress) return;
      answers[a.nonce] = a;
    };
    // Chromium's virtual time (--virtual-time-budget) stands still only
    // while a fetch is under way, not while a WebSocket waits: fetches of
    // the stylesheet keep it still until the answer is in.
    const ask = async (message) => {
      mark("ws " + message.nonce);
      delete answers[message.nonce];
      ws.send(typeof message.raw === "string" ? message.raw : JSON.stringify(message));
      while (!answers[message.nonce]) await fetch("page.css", { cache: "no-store" });
      return answers[message.nonce];
    };
    const data = new URL(TEST_INPUTS.link).searchParams.get("load");
    const check = await ask({ nonce: 1, command: "check", dataType: "fpuzzles", data });
    expect(check.type === "count" && check.count === 1 && check.inProgress === false, "ws check: " + JSON.stringify(check));
    const tc = await ask({ nonce: 2, command: "truecandidates", dataType: "fpuzzles", data });
    expect(tc.type === "truecandidates" && tc.solutionsPerCandidate.length === 64 &&
           tc.solutionsPerCandidate.reduce((s, n) => s + n, 0) === 16, "ws truecandidates: " + JSON.stringify(tc));
    const solved = await ask({ nonce: 3, command: "solve", dataType: "fpuzzles", data });
    expect(solved.type === "solved" && solved.solution.length === 16, "ws solve: " + JSON.stringify(solved));
    const withOptions = JSON.parse(TEST_INPUTS.fpuzzlesJson);
    withOptions.disabledlogic = [];
    withOptions.truecandidatesoptions = ["truecandidatesnumsolutions=3"];
    const step = await ask({ nonce: 4, command: "step", dataType: "fpuzzles", data: JSON.stringify(withOptions) });
    expect(step.type === "logical" && step.isValid === true && step.cells.length === 16, "ws step: " + JSON.stringify(step));
    const canceled = await ask({ nonce: 5, command: "cancel" });
    expect(canceled.type === "canceled", "ws cancel: " + JSON.stringify(canceled));
    const bad = await ask({ nonce: 0, raw: "{not json" });
    expect(bad.type === "invalid", "ws bad JSON: " + JSON.stringify(bad));
    const after = await ask({ nonce: 6, command: "check", dataType: "fpuzzles", data });
    expect(after.type === "count" && after.count === 1, "ws after bad JSON: " + JSON.stringify(after));
    ws.close();
  }

  try {
    await settled();
    await pageChecks();
    await webSocketChecks();
  } catch (e) {
    failures.push(String(e));
  }
  $("result").textContent = failures.length ? failures.join("; ") : "PASS";
})();
