/**
 * The dashboard page's script: plain browser JavaScript (no framework, nothing fetched from
 * elsewhere), kept as a string the page inlines. It listens to `/_fake/events` (server-sent
 * events: the whole view of src/dashboard/view.ts, then the sections that changed) and updates
 * the page in place (page-dom.ts: rows by key, so buttons and open `<details>` survive every
 * event; the lists in page-lists.ts and page-deliveries.ts). It drives the fake through the
 * control endpoints with the private key in the `private-secret-key` header, as any client does.
 * Written without backquotes so it can sit in a template literal unchanged.
 */
import { PAGE_DELIVERIES } from "./page-deliveries"
import { PAGE_DOM } from "./page-dom"
import { PAGE_LISTS } from "./page-lists"

// The private key: from ?key= once, then kept in this tab only.
const PAGE_KEY = String.raw`
  var params = new URLSearchParams(location.search);
  var key = params.get("key") || sessionStorage.getItem("payrail-fake-key") || "";
  if (params.has("key")) {
    // Keep the key for this tab only, out of the address bar and the history.
    sessionStorage.setItem("payrail-fake-key", key);
    history.replaceState(null, "", location.pathname);
  }
`

// The feed, the render and the forms; the lists are drawn by the modules above.
const PAGE_MAIN = String.raw`
  var version = 0;
  var view = null;
  var base = location.pathname.replace(/\/(dashboard\/?)?$/, "");
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
  // Renders the sections named (all on a whole view), each in place; then the filter again.
  var RENDERERS = { now: renderClock, pending: renderClock, state: renderState, requests: renderRequests, webhooks: renderWebhooks, faults: renderFaults };
  function render(sections) {
    var done = new Set();
    sections.forEach(function (name) {
      var renderer = RENDERERS[name];
      if (renderer && !done.has(renderer)) { done.add(renderer); renderer(); }
    });
    applyFilter();
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
      render(Object.keys(RENDERERS));
    });
    // only the sections that changed since the last event (src/dashboard/stream.ts)
    source.addEventListener("patch", function (e) {
      if (!view) return;
      var patch = JSON.parse(e.data);
      for (var name in patch) view[name] = patch[name];
      render(Object.keys(patch));
    });
    source.onerror = function () {
      $("live").textContent = "reconnecting…";
      $("live").className = "error";
    };
  }

  // --- filter ---
  function applyFilter() {
    stateRows.forEach(filterRows);
    filterRows(requestRows);
    filterRows(deliveryRows);
  }
  function setFilter(text) {
    $("filter").value = text;
    filterWords = text.toLowerCase().split(/\s+/).filter(Boolean);
    applyFilter();
  }
  $("filter").addEventListener("input", function () { setFilter($("filter").value); });

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
`

/** The page's whole script, one function scope: the helpers first, then the main part that starts it. */
export const PAGE_SCRIPT = ['"use strict";\n(function () {', PAGE_KEY, PAGE_DOM, PAGE_LISTS, PAGE_DELIVERIES, PAGE_MAIN, "})();\n"].join("\n")
