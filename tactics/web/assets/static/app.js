// ezd tactics: live pages without a framework. Forms still work without this script
// (they post and the server redirects back); with it, actions are sent as JSON, the page's
// live part is fetched again whenever the server says the game changed, and the round
// clock counts down from the seconds the server sent (never from this device's clock).
(function () {
  "use strict";
  var main = document.getElementById("main");
  if (!main) return;
  var status = document.getElementById("status");
  var base = location.pathname.replace(/\/history$/, "");
  // The result of the last action, shown next to the button pressed (issue 30, item 10):
  // after the form, or at the top of the actions when the button is gone.
  var last = null;
  function say(text) { if (status) status.textContent = text; }
  function place() {
    if (!last || Date.now() > last.until) return; // a minute old: the page has moved on
    var p = document.createElement("p");
    p.className = last.bad ? "result error" : "result";
    p.textContent = last.text;
    var at = null;
    main.querySelectorAll("form.act").forEach(function (f) {
      if (at) return;
      var b = last.value !== null ? f.querySelector("button[value]") : null;
      if ((b && b.value === last.value) || (last.value === null && f.getAttribute("action") === last.to)) at = f;
    });
    if (at) at.insertAdjacentElement("afterend", p);
    else {
      var turn = main.querySelector("#turn");
      if (turn) turn.insertBefore(p, turn.children[1] || null); else main.insertBefore(p, main.firstChild);
    }
  }
  function refresh() {
    var url = location.pathname + "?part=main" + (location.search ? "&" + location.search.slice(1) : "");
    return fetch(url, { credentials: "same-origin" }).then(function (r) {
      if (!r.ok) return;
      return r.text().then(function (html) { main.innerHTML = html; clocks(); place(); });
    });
  }
  document.addEventListener("submit", function (ev) {
    var form = ev.target;
    if (!form.classList || !form.classList.contains("act")) return;
    ev.preventDefault();
    var data = new FormData(form);
    if (ev.submitter && ev.submitter.name) data.set(ev.submitter.name, ev.submitter.value);
    var body = {};
    data.forEach(function (v, k) { body[k] = v; });
    if (body.ap && body.action) { body.action = body.action.replace(/\d+$/, body.ap); delete body.ap; }
    // form.action would be the button named "action", not the form's address.
    var target = new URL(form.getAttribute("action"), location.href);
    fetch(target, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, j: j }; }); })
      .then(function (res) {
        var text;
        if (!res.ok) text = res.j.error;
        else if (res.j.link) text = "New link for " + res.j.player + ": " + location.origin + res.j.link;
        else if (res.j.done) text = res.j.done.join(". ");
        else text = "Saved.";
        var pressed = ev.submitter && ev.submitter.value ? ev.submitter.value : null;
        last = { text: text, bad: !res.ok, value: pressed, to: form.getAttribute("action"), until: Date.now() + 60000 };
        say(text);
        return refresh();
      })
      .catch(function () { say("The server could not be reached; nothing was done."); });
  });
  var timer = null;
  function clocks() {
    if (timer) clearInterval(timer);
    var els = main.querySelectorAll("[data-left]");
    var left = [];
    els.forEach(function (el) { left.push(parseInt(el.getAttribute("data-left"), 10)); });
    function show() {
      els.forEach(function (el, i) {
        var s = Math.max(0, left[i]);
        var h = Math.floor(s / 3600), m = Math.floor(s % 3600 / 60), sec = s % 60;
        el.textContent = (h ? h + " h " : "") + (h || m ? m + " min " : "") + sec + " s";
        left[i]--;
      });
    }
    show();
    timer = setInterval(show, 1000);
  }
  clocks();
  if (window.EventSource) {
    var es = new EventSource(base + "/events");
    es.onmessage = function () { refresh(); };
  }
})();
