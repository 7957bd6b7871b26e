/* AVABench viewer: the task table, its filters and the task pages.
   Every string from the results is inserted as text (append of strings / textContent), never
   as markup: model output is untrusted. */
(function () {
  "use strict";
  var D = JSON.parse(document.getElementById("avabench-data").textContent);
  var RUNS = D.runs, TASKS = D.tasks, CHANGED = new Set(D.changed);
  var OUTCOME = { passed: "passed", failed: "failed", preserved: "preserve held", broken: "preserve broken" };
  var GRADE = { pass: "PASS", fail: "FAIL", invalid: "Bỏ", absent: "—" };

  function el(tag, attrs) {
    var e = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (k) {
        var v = attrs[k];
        if (v === null || v === undefined || v === false) return;
        if (k === "class") e.className = v;
        else if (k.slice(0, 2) === "on") e.addEventListener(k.slice(2), v);
        else e.setAttribute(k, v);
      });
    }
    for (var i = 2; i < arguments.length; i++) add(e, arguments[i]);
    return e;
  }
  function add(e, kid) {
    if (kid === null || kid === undefined || kid === false) return;
    if (Array.isArray(kid)) { kid.forEach(function (k) { add(e, k); }); return; }
    e.append(typeof kid === "object" ? kid : String(kid));
  }
  function badge(cls, text) { return el("span", { class: "badge b-" + cls }, text); }
  function pct(x) { return x === null || x === undefined ? "—" : (100 * x).toFixed(1) + "%"; }
  function json(v) { return typeof v === "string" ? v : JSON.stringify(v, null, 2); }
  function short(v, n) {
    var s = typeof v === "string" ? v : JSON.stringify(v);
    s = s === undefined ? "" : s;
    return s.length > n ? s.slice(0, n - 1) + "…" : s;
  }

  // -- rows: one per task-trial, across runs -------------------------------------------------
  var byRun = D.results.map(function (rs) {
    var m = new Map();
    rs.forEach(function (r) { m.set(r.key, r); });
    return m;
  });
  var keys = Array.from(new Set([].concat.apply([], D.results.map(function (rs) {
    return rs.map(function (r) { return r.key; });
  })))).sort();
  var ROWS = keys.map(function (k) {
    var tid = k.slice(0, k.lastIndexOf("#")), t = TASKS[tid] || {};
    var rs = byRun.map(function (m) { return m.get(k) || null; });
    var hay = [k, t.prompt || "", t.note || ""].concat(rs.map(function (r) { return r ? r.reply : ""; }));
    return { key: k, task: tid, info: t, results: rs, hay: hay.join("\n").toLowerCase(), tr: null };
  });

  var TRIALS = ROWS.some(function (r) { return !/#0$/.test(r.key); });
  function label(row) {  // the id without its domain prefix (the domain has its own column)
    var slug = row.info.domain && row.task.indexOf(row.info.domain + ".") === 0 ? row.task.slice(row.info.domain.length + 1) : row.task;
    return TRIALS ? slug + row.key.slice(row.task.length) : slug;
  }
  var state = { domain: "", tier: "", status: "", run: "0", changed: false, q: "" };

  function uniq(f) {
    return Array.from(new Set(ROWS.map(f).filter(Boolean))).sort();
  }
  function select(name, label, options) {
    var s = el("select", { name: name, "aria-label": label, onchange: function () { state[name] = s.value; applyFilters(); } },
      options.map(function (o) { return el("option", { value: o[0] }, o[1]); }));
    return el("label", null, label, s);
  }
  function buildFilters() {
    var f = document.getElementById("filters");
    f.append(select("domain", "Domain", [["", "all"]].concat(uniq(function (r) { return r.info.domain; }).map(function (d) { return [d, d]; }))));
    f.append(select("tier", "Tier", [["", "all"]].concat(uniq(function (r) { return r.info.tier; }).map(function (d) { return [d, d]; }))));
    f.append(select("status", "Outcome", [["", "all"], ["pass", "passed"], ["fail", "failed"], ["invalid", "invalid (Bỏ)"]]));
    if (RUNS.length > 1) {
      f.append(select("run", "in run", RUNS.map(function (r, i) { return [String(i), r.label]; }).concat([["any", "any run"]])));
      var cb = el("input", { type: "checkbox", name: "changed", onchange: function () { state.changed = cb.checked; applyFilters(); } });
      f.append(el("label", { title: "grade or partial credit differs between the runs" }, cb, "changed between runs (" + CHANGED.size + ")"));
    }
    var q = el("input", { type: "search", name: "q", placeholder: "Search id, request, reply…", oninput: function () { state.q = q.value.trim().toLowerCase(); applyFilters(); } });
    f.append(el("label", null, q));
  }

  function visible(row) {
    if (state.domain && row.info.domain !== state.domain) return false;
    if (state.tier && row.info.tier !== state.tier) return false;
    if (state.changed && !CHANGED.has(row.key)) return false;
    if (state.status) {
      var rs = state.run === "any" ? row.results : [row.results[+state.run]];
      if (!rs.some(function (r) { return r && r.grade === state.status; })) return false;
    }
    return !state.q || row.hay.indexOf(state.q) >= 0;
  }
  function applyFilters() {
    var n = 0;
    ROWS.forEach(function (row) {
      var v = visible(row);
      row.tr.hidden = !v;
      n += v;
    });
    document.getElementById("count").textContent = n + " of " + ROWS.length + " shown";
  }

  function buildTable() {
    var head = el("tr", null, el("th", { class: "l" }, "task"),
      RUNS.map(function (r) { return el("th", { class: "l", title: r.who }, r.label); }),
      RUNS.length > 1 ? el("th", { title: "changed between runs" }, "Δ") : null);
    var body = el("tbody");
    ROWS.forEach(function (row) {
      row.tr = el("tr", { "data-key": row.key, onclick: function () { go(row.key, null); } },
        el("td", { class: "l id", title: row.key }, label(row),
          el("div", { class: "sub" }, (row.info.domain || "?") + " · " + (row.info.tier || "?"))),
        row.results.map(function (r) {
          return el("td", { class: "l" }, badge(r ? r.grade : "absent", GRADE[r ? r.grade : "absent"]),
            r && r.grade !== "invalid" ? el("span", { class: "pc" }, r.partial.toFixed(2)) : null);
        }),
        RUNS.length > 1 ? el("td", { class: "delta" }, CHANGED.has(row.key) ? "Δ" : "") : null);
      body.append(row.tr);
    });
    document.getElementById("tasklist").append(el("table", { class: "grid", id: "tasktable" }, el("thead", null, head), body));
  }

  // -- the task page -------------------------------------------------------------------------
  function go(key, run) {
    var r = run === null ? (state.run === "any" ? 0 : +state.run) : run;
    location.hash = "t=" + encodeURIComponent(key) + "&r=" + r;
  }
  function fromHash() {
    var h = new URLSearchParams(location.hash.slice(1)), key = h.get("t");
    var row = ROWS.find(function (x) { return x.key === key; });
    if (!row) return;
    show(row, Math.min(RUNS.length - 1, Math.max(0, +(h.get("r") || 0))));
    var list = document.getElementById("tasklist");
    var top = row.tr.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
    if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - 40) list.scrollTop = top - 80;
  }

  function show(row, ri) {
    ROWS.forEach(function (x) { x.tr.classList.toggle("sel", x === row); });
    var d = document.getElementById("detail"), t = row.info, r = row.results[ri];
    d.textContent = "";
    d.append(el("h3", { class: "taskid" }, row.key),
      el("div", { class: "chips" }, el("span", { class: "chip" }, t.domain || "?"), el("span", { class: "chip" }, t.tier || "?"),
        t.note ? el("span", { class: "muted small" }, t.note) : null),
      el("h4", null, "Request"),
      el("div", { class: "prompt" }, t.prompt === null || t.prompt === undefined ? "(task not in the loaded suite)" : t.prompt));
    if (RUNS.length > 1) {
      d.append(el("div", { class: "tabs" }, RUNS.map(function (run, i) {
        var x = row.results[i];
        return el("button", { class: i === ri ? "on" : "", onclick: function () { go(row.key, i); } },
          run.label + " ", badge(x ? x.grade : "absent", GRADE[x ? x.grade : "absent"]));
      })));
    }
    if (!r) { d.append(el("p", { class: "muted" }, "Not in this run.")); return; }
    d.append(summary(r), assertions(r), strip(r), conversation(row, r), worldDiff(r));
    d.scrollTop = 0;
  }

  function summary(r) {
    var u = r.usage;
    return el("div", null, el("div", { class: "chips" },
      badge(r.grade, GRADE[r.grade]),
      el("span", { class: "chip" }, "partial ", el("b", null, r.partial.toFixed(3))),
      el("span", { class: "chip" }, "graded ", el("b", null, r.passed + "/" + r.graded), " passed"),
      el("span", { class: "chip" }, "steps ", el("b", null, r.steps), " · ", r.stopped_by),
      r.finish_reason ? el("span", { class: "chip" }, "finish ", r.finish_reason) : null,
      el("span", { class: "chip" }, "tokens ", (u.prompt_tokens || 0).toLocaleString("en") + " / " + (u.completion_tokens || 0).toLocaleString("en")),
      el("span", { class: "chip" }, r.duration_s.toFixed(2) + " s")),
      r.invalid_reason ? el("div", { class: "note" }, "Invalid (Bỏ): ", r.invalid_reason) : null);
  }

  function assertions(r) {
    return el("div", null, el("h4", null, "Assertions"), r.assertions.length ? el("ul", { class: "asserts" }, r.assertions.map(function (a) {
      var coll = a.kind === "collateral";
      return el("li", { class: coll ? "collateral" : "" },
        el("div", null, badge(a.outcome, OUTCOME[a.outcome] || a.outcome)),
        el("div", null, el("div", null, a.description, coll ? el("span", { class: "badge b-collateral", style: "margin-left:6px" }, "collateral guard") : null,
          a.negative ? el("span", { class: "tag" }, "must not happen") : null),
          el("div", { class: "kind" }, "#" + a.index + " " + a.kind + (a.graded ? "" : " · not graded")),
          a.detail ? el("pre", null, a.detail) : null));
    })) : el("p", { class: "muted" }, "No assertion results (invalid episode)."));
  }

  function strip(r) {
    var tj = r.trajectory, box = el("div", null, el("h4", null, "Trajectory"));
    var hitG = new Set(), hitA = new Set();
    (tj.pairs || []).forEach(function (p) { hitG.add(p[0]); hitA.add(p[1]); });
    function chips(names, hits, missCls) {
      return el("div", { class: "row" }, names.length ? names.map(function (n, i) {
        return el("span", { class: "tool " + (hits.has(i) ? "hit" : missCls), title: (i + 1) + ". " + n }, n);
      }) : el("span", { class: "muted small" }, "(none)"));
    }
    var grid = el("div", { class: "strip" });
    if (tj.golden) grid.append(el("span", { class: "muted small" }, "reference"), chips(tj.golden, hitG, "miss"));
    grid.append(el("span", { class: "muted small" }, "actual"), chips(tj.actual, tj.golden ? hitA : new Set(), "extra"));
    box.append(grid);
    if (tj.golden) {
      box.append(el("div", { class: "chips" },
        el("span", { class: "chip" }, "LCS ", el("b", null, tj.lcs)),
        el("span", { class: "chip" }, "precision ", el("b", null, tj.precision.toFixed(2))),
        el("span", { class: "chip" }, "recall ", el("b", null, tj.recall.toFixed(2))),
        ["exact", "covers_in_order", "covers_any_order"].map(function (k) {
          return el("span", { class: "chip" }, k.replace(/_/g, " ") + " ", el("b", { class: tj[k] ? "ok" : "ko" }, tj[k] ? "yes" : "no"));
        }),
        el("span", { class: "chip" }, "F1 in-order ", el("b", null, tj.f1_in_order.toFixed(2))),
        tj.wasteful ? badge("broken", "wasteful") : null, tj.gave_up_early ? badge("broken", "gave up early") : null));
    } else {
      box.append(el("p", { class: "muted small" }, "No reference trajectory for this task."));
    }
    return box;
  }

  function call(c) {
    var body = el("div", { class: "body" }), filled = false;
    var det = el("details", { class: "call" + (c.ok ? "" : " bad") },
      el("summary", null, el("span", { class: c.ok ? "ok" : "ko" }, c.ok ? "✓ " : "✗ "), c.name,
        el("span", { class: "argsum" }, "(" + short(c.arguments, 90) + ")"), c.writes ? el("span", { class: "wtag" }, "WRITE") : null),
      body);
    det.addEventListener("toggle", function () {
      if (filled || !det.open) return;
      filled = true;
      body.append(el("div", { class: "muted small" }, c.parsed ? "arguments" : "arguments (raw, not valid JSON)"), el("pre", null, json(c.arguments)));
      if (c.ok) body.append(el("div", { class: "muted small" }, "result"), el("pre", null, json(c.output)));
      else body.append(el("div", { class: "muted small" }, "error" + (c.error_kind ? " · " + c.error_kind : "")), el("pre", { class: "err" }, c.error || ""));
    });
    return det;
  }

  function conversation(row, r) {
    var box = el("div", { class: "convo" });
    box.append(el("div", { class: "msg user" }, el("div", { class: "who" }, "user"), el("div", { class: "text" }, row.info.prompt || "")));
    r.turns.forEach(function (t) {
      box.append(el("div", { class: "msg assistant" }, el("div", { class: "who" }, "assistant · step " + t.step),
        t.text ? el("div", { class: "text" }, t.text) : null, t.calls.map(call)));
    });
    box.append(el("div", { class: "msg assistant final" }, el("div", { class: "who" }, "final reply"),
      el("div", { class: "text reply" }, r.reply ? r.reply : "(no reply)")));
    var n = r.turns.reduce(function (a, t) { return a + t.calls.length; }, 0);
    return el("div", null, el("h4", null, "Conversation · " + n + " tool call(s)"), box);
  }

  function kv(rec) {
    return el("table", { class: "kv" }, Object.keys(rec).map(function (k) {
      return el("tr", null, el("th", null, k), el("td", null, short(rec[k], 400)));
    }));
  }
  function fields(list) {
    return el("table", { class: "kv" }, el("tr", null, el("th", null, "field"), el("th", null, "before"), el("th", null, "after")),
      list.map(function (f) {
        return el("tr", null, el("th", null, f[0]), el("td", { class: "old" }, short(f[1], 300)), el("td", { class: "new" }, short(f[2], 300)));
      }));
  }
  function worldDiff(r) {
    var box = el("div", null, el("h4", null, "World diff"));
    var df = r.diff;
    if (!df) { box.append(el("p", { class: "muted" }, "The world did not change.")); return box; }
    if (df.note) box.append(el("div", { class: "note" }, "Changed records are shown whole: " + df.note + "."));
    df.tables.forEach(function (t) {
      box.append(el("div", { class: "small" }, el("b", { class: "rid" }, t.table), el("span", { class: "pc" },
        "+" + t.added.length + " ~" + t.changed.length + " −" + t.removed.length)));
      t.added.forEach(function (rec) { box.append(el("div", { class: "rec added" }, el("div", { class: "rid" }, "+ " + rec.id), kv(rec))); });
      t.changed.forEach(function (c) {
        box.append(el("div", { class: "rec changed" }, el("div", { class: "rid" }, "~ " + c.id), c.fields ? fields(c.fields) : kv(c.record)));
      });
      t.removed.forEach(function (c) { box.append(el("div", { class: "rec removed" }, el("div", { class: "rid" }, "− " + c.id), c.record ? kv(c.record) : null)); });
    });
    if (df.context) box.append(el("div", { class: "rec changed" }, el("div", { class: "rid" }, "~ context"), fields(df.context)));
    return box;
  }

  buildFilters();
  buildTable();
  applyFilters();
  window.addEventListener("hashchange", fromHash);
  fromHash();
  window.__avabenchReady = performance.now();
})();
