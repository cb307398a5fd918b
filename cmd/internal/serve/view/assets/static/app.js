// ezd serve: the battle page, live. Without this script every form still posts and the
// page reloads; with it, steps are posted in the background, the answer is shown next to
// the button pressed, and the live part of the page (#board) is fetched again whenever the
// server's event stream says the battle changed, keeping focus, typed dice and open
// sections where they were, and telling screen readers what changed (#news).
(function () {
  "use strict";
  var board = document.getElementById("board");
  if (!board || !window.fetch) return;
  var link = board.getAttribute("data-link");
  var news = document.getElementById("news");
  var answer = null; // {key, text, bad}: the last step's answer, kept across swaps
  var busy = false, again = false;

  function say(text) { if (news && text) news.textContent = text; }
  function stepOf(el) {
    var f = el && (el.form || el.closest && el.closest("form"));
    var s = f && f.querySelector("input[name=step],input[name=hints]");
    return s ? s.name + "=" + s.value : "";
  }
  // keyOf names an element so that the same one can be found in a fresh board: a button
  // or a box by its value, a field typed into by its place among its form's fields of
  // that name (its value is what is being kept).
  function keyOf(el) {
    if (!el || el === document.body) return "";
    if (el.id) return "#" + el.id;
    var f = el.form || (el.closest && el.closest("form"));
    var key = stepOf(el) + "|" + (el.tagName || "") + "|" + (el.name || "");
    if (el.tagName === "SELECT" || (el.tagName === "INPUT" && !/^(checkbox|radio|hidden|submit|button)$/.test(el.type))) {
      var same = f ? f.querySelectorAll(el.tagName + "[name='" + el.name + "']") : [el];
      return key + "|" + Array.prototype.indexOf.call(same, el);
    }
    return key + "|" + (el.value || el.textContent || "").slice(0, 40);
  }
  function find(root, key) {
    if (!key) return null;
    if (key.charAt(0) === "#") return root.querySelector(key);
    var all = root.querySelectorAll("button,input,select,a,summary");
    for (var i = 0; i < all.length; i++) if (keyOf(all[i]) === key) return all[i];
    return null;
  }
  function show(next) {
    var focused = board.contains(document.activeElement) ? keyOf(document.activeElement) : null;
    var typed = [];
    board.querySelectorAll("input,select").forEach(function (el) {
      var changed = el.type === "checkbox" || el.type === "radio" ? el.checked !== el.defaultChecked : el.value !== el.defaultValue;
      if (el.type !== "hidden" && changed) typed.push([keyOf(el), el]);
    });
    var open = {};
    board.querySelectorAll("details[id],details").forEach(function (d, i) { open[d.id || "d" + i] = d.open; });
    var old = board.getAttribute("data-news");
    board.replaceWith(next);
    board = next;
    board.querySelectorAll("details").forEach(function (d, i) { var k = d.id || "d" + i; if (k in open) d.open = open[k]; });
    typed.forEach(function (t) {
      var el = find(board, t[0]);
      if (!el) return;
      if (el.type === "checkbox" || el.type === "radio") el.checked = t[1].checked; else el.value = t[1].value;
    });
    placeAnswer();
    if (focused !== null) {
      var el = find(board, focused);
      (el || board).focus({ preventScroll: !!el });
    }
    var now = board.getAttribute("data-news");
    if (now && now !== old) say(now);
  }
  function placeAnswer() {
    if (!answer) return;
    var form = null, el = board.querySelector(".steps .answer");
    board.querySelectorAll("form").forEach(function (f) { if (!form && keyOf(f.querySelector("button")) === answer.key) form = f; });
    if (form || !el) {
      el = document.createElement("p");
      (form || board.querySelector("h1")).after(el);
    }
    el.className = "answer" + (answer.bad ? " refused" : "");
    el.textContent = answer.text;
  }
  function refresh() {
    if (busy) { again = true; return Promise.resolve(); }
    busy = true;
    return fetch(link + "/board" + location.search, { credentials: "same-origin", headers: { Accept: "text/html" } })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (!html) return;
        var t = document.createElement("template");
        t.innerHTML = html.trim();
        var next = t.content.getElementById("board");
        if (next) show(next);
      })
      .catch(function () {})
      .then(function () { busy = false; if (again) { again = false; refresh(); } });
  }
  document.addEventListener("submit", function (ev) {
    var form = ev.target;
    if (!board.contains(form) || (form.method || "").toLowerCase() !== "post") return;
    ev.preventDefault();
    var button = ev.submitter || form.querySelector("button");
    var data = new FormData(form);
    if (button && button.name) data.append(button.name, button.value);
    var buttons = form.querySelectorAll("button");
    buttons.forEach(function (b) { b.disabled = true; });
    var key = keyOf(form.querySelector("button"));
    // The page's stage (an attack aimed, an undo to confirm) ends with the step: boards
    // fetched meanwhile, as other phones hear of it, are drawn without it. A refused step
    // gets it back.
    var stage = location.search;
    if (stage) history.replaceState(null, "", location.pathname);
    fetch(form.getAttribute("action"), { method: "POST", credentials: "same-origin", headers: { Accept: "application/json" }, body: new URLSearchParams(data) })
      .then(function (r) {
        return r.json().catch(function () { return {}; }).then(function (j) {
          if (r.ok) {
            var lines = (j.lines || []).map(function (l) { return typeof l === "string" ? l : l.text || ""; });
            if (j.said) lines.unshift(j.said);
            if (j.undone && j.undone.length) lines = ["Undone: " + j.undone.join(" ")];
            answer = { key: key, text: lines.join(" ") || (j.hints === undefined ? "Done." : "Saved."), bad: false };
          } else {
            answer = { key: key, text: j.error || "Refused (" + r.status + ").", bad: true };
            if (stage) history.replaceState(null, "", location.pathname + stage);
          }
        });
      })
      .catch(function () {
        answer = { key: key, text: "The server could not be reached: nothing was done. Check the Wi-Fi and try again.", bad: true };
        if (stage) history.replaceState(null, "", location.pathname + stage);
      })
      .then(function () {
        buttons.forEach(function (b) { b.disabled = false; });
        say(answer.text);
        return refresh();
      });
  });
  if (window.EventSource) {
    var es = new EventSource(link + "/events");
    var on = function () { refresh(); };
    ["message", "step", "undo", "hints", "change"].forEach(function (name) { es.addEventListener(name, on); });
    var first = true;
    es.onopen = function () { if (!first) refresh(); first = false; };
  }
})();
// ezd serve: the armies' pages (issue 29). The builder counts points as the player
// chooses, and saves in the background, placing each problem beside its field; a link
// carrying an army (#army=CODE) is read here and posted to the import form, since its
// fragment never reaches the server; the matchup page follows a solve's progress; the
// print page's links follow its options. Without this script every form still posts.
(function () {
  "use strict";
  if (!window.fetch) return;
  var builder = document.querySelector("form.builder");
  function costOf(row) {
    var c = row.querySelector("select[name=class]"), m = row.querySelector("select[name=model]");
    var opt = c.options[c.selectedIndex];
    var cost = +(opt && opt.getAttribute("data-cost") || 0);
    if (!c.value && m.value) {
      var mo = m.options[m.selectedIndex], cls = mo && mo.getAttribute("data-class");
      var match = cls && c.querySelector("option[value='" + cls + "']");
      cost = match ? +match.getAttribute("data-cost") : 0;
    }
    return cost;
  }
  function count() {
    var sum = 0;
    builder.querySelectorAll(".tank-row").forEach(function (row) { sum += costOf(row); });
    var p = builder.querySelector("input[name=points]");
    var limit = +(p.value || p.placeholder) || 0;
    var box = document.getElementById("counter");
    box.querySelector(".fielded").textContent = sum;
    box.querySelector(".limit").textContent = limit;
    var left = limit - sum, word = function (n) { return n + (n === 1 ? " point" : " points"); };
    box.querySelector(".left").textContent = left >= 0 ? word(left) + " left" : word(-left) + " over";
    box.classList.toggle("over", left < 0);
    var meter = box.querySelector("meter");
    meter.max = limit; meter.value = sum;
  }
  function clearProblems() {
    builder.querySelectorAll(".field-problem").forEach(function (el) { el.remove(); });
    document.getElementById("conflict").textContent = "";
  }
  function problem(where, text) {
    var p = document.createElement("p");
    p.className = "problem field-problem";
    p.textContent = text;
    where.appendChild(p);
  }
  if (builder) {
    builder.addEventListener("change", function (ev) {
      var t = ev.target;
      // A model fixes its tank's class (R12): choosing one sets the class to match.
      if (t.name === "model" && t.value) {
        var cls = t.options[t.selectedIndex].getAttribute("data-class");
        var sel = t.closest(".tank-row").querySelector("select[name=class]");
        if (cls && sel.value && sel.value !== cls) sel.value = cls;
      }
      count();
    });
    builder.addEventListener("input", function (ev) { if (ev.target.name === "points") count(); });
    builder.addEventListener("submit", function (ev) {
      var button = ev.submitter;
      if (!button || (button.value !== "save" && button.value !== "overwrite")) return;
      ev.preventDefault();
      var data = new FormData(builder);
      data.append("do", button.value);
      button.disabled = true;
      clearProblems();
      fetch(builder.getAttribute("action"), { method: "POST", credentials: "same-origin", headers: { Accept: "application/json" }, body: new URLSearchParams(data) })
        .then(function (r) {
          return r.json().catch(function () { return {}; }).then(function (j) {
            if (r.ok && j.page) { location.assign(j.page + "?saved=1"); return; }
            (j.problems || []).forEach(function (p) {
              var where = builder.querySelector("[data-field='" + p.field + "']") || document.getElementById("general");
              problem(where, p.message);
            });
            var conflict = document.getElementById("conflict");
            if (j.error) problem(conflict, j.error);
            if (j.overwrite) {
              var b = document.createElement("button");
              b.type = "submit"; b.name = "do"; b.value = "overwrite"; b.className = "danger";
              b.textContent = "Save over it";
              conflict.appendChild(b);
            }
            if (!j.error && !(j.problems || []).length) problem(conflict, "Not saved (" + r.status + ").");
            var first = builder.querySelector(".field-problem");
            if (first) first.scrollIntoView({ block: "center" });
          });
        })
        .catch(function () { problem(document.getElementById("conflict"), "The server could not be reached: nothing was saved, and your army is still here. Check the Wi-Fi and save again."); })
        .then(function () { button.disabled = false; });
    });
  }
  // A link that carries an army: the fragment is read here and posted to the import form
  // (the table page itself may be the page a link names: ezd army share --page TABLE).
  var main = document.querySelector("main[data-table]") || document.getElementById("table");
  var hash = location.hash.slice(1).split("&").filter(function (p) { return p.indexOf("army=") === 0; })[0];
  if (main && hash) {
    var table = main.getAttribute("data-table");
    var form = document.querySelector("form.import");
    if (main.id !== "import" || !form) {
      if (table) location.replace(table + "/import#" + hash);
    } else {
      form.querySelector("textarea[name=code]").value = location.href;
      history.replaceState(null, "", location.pathname);
      form.submit();
    }
  }
  // The share link: a tap selects it whole; Copy copies it where the browser lets a page.
  document.querySelectorAll("textarea[readonly]").forEach(function (t) {
    t.addEventListener("focus", function () { t.select(); });
  });
  document.querySelectorAll("button.copy[data-copy]").forEach(function (b) {
    var t = document.getElementById(b.getAttribute("data-copy"));
    if (!t || !document.queryCommandSupported || !document.queryCommandSupported("copy")) return;
    b.hidden = false;
    b.addEventListener("click", function () {
      t.focus(); t.select();
      b.textContent = document.execCommand("copy") ? "Copied" : "Select the link and copy it";
    });
  });
  // A solve under way: its progress, every second, then the page with the answer.
  var solving = document.querySelector("main[data-solving]");
  if (solving) {
    var address = solving.getAttribute("data-solving");
    var poll = function () {
      var u = address.replace("/matchup?", "/matchup/progress.json?");
      fetch(u, { credentials: "same-origin" }).then(function (r) { return r.json(); }).then(function (j) {
        if (!j.solving) { location.replace(address); return; }
        var bar = solving.querySelector("progress"), said = solving.querySelector(".solving [role=status]");
        if (j.parts && bar) { bar.max = j.parts; bar.value = j.done; }
        if (said) said.textContent = j.waiting ? "Waiting its turn: one solve at a time, each takes the whole machine." :
          (j.parts ? j.done + " of " + j.parts + " armies solved, " : "ezd is working out every way the battle can go: ") + j.seconds + " s.";
        setTimeout(poll, 1000);
      }).catch(function () { setTimeout(poll, 3000); });
    };
    setTimeout(poll, 1000);
  }
  // The print page: its links follow the options as they are chosen.
  var options = document.querySelector("form.print-options");
  if (options) {
    options.addEventListener("change", function () { options.submit(); });
    var apply = options.querySelector("button[type=submit]");
    if (apply) apply.hidden = true;
  }
})();
