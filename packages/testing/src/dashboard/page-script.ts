/**
 * The dashboard page's script: plain browser JavaScript (no framework, nothing fetched from
 * elsewhere), kept as a string the page inlines. It listens to `/_fake/events` (server-sent
 * events, each one the whole view of src/dashboard/view.ts) and drives the fake through the
 * control endpoints with the private key in the `private-secret-key` header, as any client does.
 * Written without backquotes so it can sit in a template literal unchanged.
 */
export const PAGE_SCRIPT = String.raw`
"use strict";
(function () {
  var params = new URLSearchParams(location.search);
  var key = params.get("key") || sessionStorage.getItem("payrail-fake-key") || "";
  if (params.has("key")) {
    // Keep the key for this tab only, out of the address bar and the history.
    sessionStorage.setItem("payrail-fake-key", key);
    history.replaceState(null, "", location.pathname);
  }
  var base = location.pathname.replace(/\/(dashboard\/?)?$/, "");
  var $ = function (id) { return document.getElementById(id); };
  var version = 0;
  var view = null;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    for (var name in attrs || {}) {
      if (name === "text") node.textContent = attrs[name];
      else if (name === "onclick") node.addEventListener("click", attrs[name]);
      else node.setAttribute(name, attrs[name]);
    }
    (children || []).forEach(function (c) { if (c != null) node.appendChild(typeof c === "string" ? document.createTextNode(c) : c); });
    return node;
  }
  function say(text, isError) {
    var m = $("message");
    m.textContent = text;
    m.className = isError ? "error" : "ok";
  }
  function control(method, path, body) {
    var init = { method: method, headers: { "private-secret-key": key } };
    if (body !== undefined) { init.body = JSON.stringify(body); init.headers["content-type"] = "application/json"; }
    return fetch(base + path, init).then(function (res) {
      return res.text().then(function (text) {
        var json = text ? JSON.parse(text) : null;
        if (!res.ok) throw new Error(res.status + " " + ((json && json.messages) ? json.messages.join("; ") : text));
        return json;
      });
    });
  }
  function act(label, promise) {
    return promise.then(function (result) { say(label + ": done"); return result; }, function (e) { say(label + ": " + e.message, true); });
  }
  function json(value) { return el("pre", { text: JSON.stringify(value, null, 2) }); }
  // Each event rebuilds the lists: what the developer opened stays open.
  function details(summary, value, key) {
    var node = el("details", { "data-key": key }, [el("summary", { text: summary }), json(value)]);
    if (openDetails.has(key)) node.open = true;
    return node;
  }
  var openDetails = new Set();
  document.addEventListener("toggle", function (e) {
    var key = e.target.getAttribute && e.target.getAttribute("data-key");
    if (!key) return;
    if (e.target.open) openDetails.add(key); else openDetails.delete(key);
  }, true);

  // --- state ---
  function statusOf(item) { return item.status || item.state || (item.workflow && item.workflow.status) || ""; }
  function summaryOf(name, item) {
    if (item.amount && item.amount.value !== undefined) {
      var parts = [item.amount.value + " " + item.amount.currency];
      if (item.billing_cycles) parts.push("cycle " + item.billing_cycles.current + "/" + (item.billing_cycles.total == null ? "∞" : item.billing_cycles.total) + ", next " + (item.billing_cycles.next_at || "—"));
      return parts.join(", ");
    }
    return item.merchant_order_id || item.merchant_customer_id || item.email || item.type || "";
  }
  function renderState() {
    var root = $("state");
    root.textContent = "";
    Object.keys(view.state).forEach(function (name) {
      var list = view.state[name];
      var rows = list.items.map(function (item) {
        return el("tr", { "data-testid": "row-" + item.id }, [
          el("td", {}, [details(String(item.id), item, name + ":" + item.id)]),
          el("td", { "class": "status", "data-testid": "status-" + item.id, text: String(statusOf(item)) }),
          el("td", { "data-testid": "summary-" + item.id, text: String(summaryOf(name, item)) })
        ]);
      });
      root.appendChild(el("section", { "data-testid": "state-" + name }, [
        el("h3", { text: name + " (" + list.total + ")" }),
        rows.length ? el("table", {}, [el("tbody", {}, rows)]) : el("p", { "class": "empty", text: "none" })
      ]));
    });
  }

  // --- requests ---
  function renderRequests() {
    var rows = view.requests.items.map(function (r) {
      return el("tr", { "data-testid": "request-" + r.requestId, "class": r.status >= 400 ? "failed" : "" }, [
        el("td", { text: r.at }),
        el("td", { text: r.method }),
        el("td", { text: r.path + (r.query || "") }),
        el("td", { "class": "status", text: r.status == null ? r.outcome : String(r.status) + (r.outcome === "answered" ? "" : " " + r.outcome) }),
        el("td", { text: r.operation || "" }),
        el("td", { text: r.idempotencyKey || "" }),
        el("td", { text: r.errorCode || "" }),
        el("td", { text: r.durationMs == null ? "" : r.durationMs + " ms" }),
        el("td", {}, [r.body === undefined ? null : details(r.bodyTruncated ? "body (truncated)" : "body", r.body, "request:" + r.requestId)])
      ]);
    });
    $("requests-total").textContent = String(view.requests.total);
    var body = $("requests-body");
    body.textContent = "";
    rows.forEach(function (row) { body.appendChild(row); });
  }

  // --- webhooks ---
  function resend(id) {
    return act("Resend " + id, control("POST", "/webhooks/resend", { id: id }));
  }
  function renderWebhooks() {
    var receiver = view.webhooks.receiver;
    $("receiver").textContent = receiver ? receiver.url + (receiver.eventsUrl ? " (events: " + receiver.eventsUrl + ")" : "") + " · " + receiver.scheme : "no receiver configured";
    var root = $("deliveries");
    root.textContent = "";
    Object.keys(view.webhooks.deliveries).forEach(function (url) {
      var groups = view.webhooks.deliveries[url].map(function (g) {
        var last = g.attempts[g.attempts.length - 1];
        var attempts = g.attempts.map(function (a) {
          return el("li", { "data-testid": "attempt-" + g.id + "-" + a.attempt }, [
            "#" + a.attempt + (a.resent ? " (resent)" : "") + " at " + a.at + ": " + (a.status == null ? "no answer" : "HTTP " + a.status) +
            (a.ok ? " ✓" : " ✗ " + a.error) + (a.nextAttemptAt ? " · next retry " + a.nextAttemptAt : "")
          ]);
        });
        return el("div", { "class": "delivery " + (last.ok ? "ok" : "failed"), "data-testid": "delivery-" + g.id }, [
          el("strong", { text: g.event }), " ", el("code", { text: g.id }), " ",
          el("button", { "data-testid": "resend-" + g.id, onclick: function () { resend(g.id); } }, ["Resend"]),
          el("ol", {}, attempts)
        ]);
      });
      root.appendChild(el("section", {}, [el("h3", { text: url }), el("div", {}, groups)]));
    });
    if (!root.firstChild) root.appendChild(el("p", { "class": "empty", text: "no deliveries yet" }));
  }

  // --- clock, faults ---
  function renderClock() {
    $("now").textContent = view.now;
    var list = $("pending");
    list.textContent = "";
    view.pending.forEach(function (p) { list.appendChild(el("li", { text: p.at + " " + p.label })); });
  }
  function renderFaults() {
    var list = $("faults-active");
    list.textContent = "";
    view.faults.forEach(function (f) {
      list.appendChild(el("li", { text: "#" + f.id + " " + JSON.stringify(f.spec) + " · remaining " + (f.remaining == null ? "∞" : f.remaining) }));
    });
    if (!list.firstChild) list.appendChild(el("li", { "class": "empty", text: "none" }));
  }

  function render() {
    renderClock();
    renderState();
    renderRequests();
    renderWebhooks();
    renderFaults();
    version++;
    document.body.setAttribute("data-version", String(version));
    document.body.setAttribute("data-ready", "true");
  }

  // --- live feed ---
  function connect() {
    var source = new EventSource(base + "/events?key=" + encodeURIComponent(key));
    source.addEventListener("state", function (e) {
      view = JSON.parse(e.data);
      $("live").textContent = "live";
      $("live").className = "ok";
      render();
    });
    // only the sections that changed since the last event (src/dashboard/stream.ts)
    source.addEventListener("patch", function (e) {
      if (!view) return;
      var patch = JSON.parse(e.data);
      for (var name in patch) view[name] = patch[name];
      render();
    });
    source.onerror = function () {
      $("live").textContent = "reconnecting…";
      $("live").className = "error";
    };
  }

  // --- forms ---
  var UNITS = { minutes: 60000, hours: 3600000, days: 86400000 };
  $("advance-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var ms = Number($("advance-amount").value) * UNITS[$("advance-unit").value];
    act("Advance", control("POST", "/clock/advance", { ms: ms }));
  });
  $("fault-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var spec = {};
    ["method", "path", "code"].forEach(function (n) { var v = $("fault-" + n).value.trim(); if (v) spec[n] = v; });
    ["status", "times", "delayMs", "retryAfterSeconds"].forEach(function (n) { var v = $("fault-" + n).value.trim(); if (v) spec[n] = Number(v); });
    ["dropConnection", "afterCommit"].forEach(function (n) { if ($("fault-" + n).checked) spec[n] = true; });
    act("Inject fault", control("POST", "/faults", spec));
  });
  $("faults-clear").addEventListener("click", function () { act("Clear faults", control("DELETE", "/faults")); });
  $("trigger-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var body = { event: $("trigger-event").value };
    var id = $("trigger-id").value.trim();
    if (id) body.id = id;
    var set = $("trigger-set").value.trim();
    if (set) {
      try { body.set = JSON.parse(set); } catch (err) { return say("Trigger: set is not JSON: " + err.message, true); }
    }
    act("Trigger " + body.event, control("POST", "/trigger", body));
  });
  $("reset").addEventListener("click", function () {
    if (confirm("Forget every payment, customer, request and delivery?")) act("Reset", control("POST", "/reset"));
  });
  $("save").addEventListener("click", function () {
    act("Save", control("GET", "/state").then(function (state) {
      var link = el("a", { href: URL.createObjectURL(new Blob([JSON.stringify(state, null, 2)], { type: "application/json" })), download: "payrail-fake-state.json" });
      document.body.appendChild(link);
      link.click();
      link.remove();
    }));
  });
  $("load").addEventListener("change", function (e) {
    var file = e.target.files[0];
    if (!file) return;
    act("Load " + file.name, file.text().then(function (text) { return control("PUT", "/state", JSON.parse(text)); }));
    e.target.value = "";
  });

  if (!key) {
    say("Open this page with ?key=<the fake's private key> (payrail-fake prints it; the default is sk_test_payrail).", true);
    return;
  }
  control("GET", "/trigger").then(function (r) {
    var select = $("trigger-event");
    r.events.forEach(function (name) { select.appendChild(el("option", { value: name, text: name })); });
  }, function () { /* the page still works without the list */ });
  connect();
})();
`
