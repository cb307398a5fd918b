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
