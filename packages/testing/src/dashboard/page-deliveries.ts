/**
 * The dashboard page's webhook deliveries, clock and faults (browser JavaScript, inlined by
 * page-script.ts): one block per notification, kept by its id, with the payload it sent, each
 * attempt with the receiver's answer (status and body), and a Resend button made once, so it is
 * the same element however many events arrive (page-dom.ts).
 * Written without backquotes so it can sit in a template literal unchanged.
 */
export const PAGE_DELIVERIES = String.raw`
  // --- webhooks ---
  function resend(id) {
    return act("Resend " + id, control("POST", "/webhooks/resend", { id: id }));
  }
  function attemptLine(a) {
    return "#" + a.attempt + (a.resent ? " (resent)" : "") + " at " + a.at + ": " + (a.status == null ? "no answer" : "HTTP " + a.status) +
      (a.ok ? " ✓" : " ✗ " + a.error) + (a.nextAttemptAt ? " · next retry " + a.nextAttemptAt : "");
  }
  function createAttempt(a, key) {
    return el("li", { "data-testid": "attempt-" + key }, [el("span"), makeDetails("answer-" + key)]);
  }
  function updateAttempt(li, a) {
    setText(li.firstChild, attemptLine(a));
    var answer = li.lastChild;
    setHidden(answer, a.responseBody == null);
    if (a.responseBody != null) setDetails(answer, "answer", a.responseBody);
  }
  function createGroup(g) {
    var id = g.id;
    var attempts = el("ol");
    var node = el("div", { "class": "delivery", "data-testid": "delivery-" + id }, [
      el("strong", { text: g.event }), " ", el("code", { text: id }), " ",
      el("button", { "data-testid": "resend-" + id, onclick: function () { resend(id); } }, ["Resend"]),
      makeDetails("payload-" + id),
      attempts
    ]);
    node._attempts = attempts;
    node._payload = node.querySelector("details");
    return node;
  }
  function updateGroup(node, g) {
    var last = g.attempts[g.attempts.length - 1];
    setAttr(node, "class", "delivery " + (last.ok ? "ok" : "failed"));
    var payload = JSON.stringify(g.payload);
    if (node._payloadText !== payload) {
      node._payloadText = payload;
      setDetails(node._payload, "payload", pretty(g.payload));
    }
    reconcile(node._attempts, g.attempts, function (a) { return g.id + "-" + a.attempt; }, createAttempt, updateAttempt);
    node._statuses = g.attempts.map(function (a) { return a.status; });
    node._haystack = [g.id, g.event, g.attempts[0].url, payload].concat(g.attempts.map(function (a) { return a.responseBody || ""; })).join(" ").toLowerCase();
  }
  var deliveryRows = new Map();
  function createEndpoint(url) {
    var groups = el("div");
    var section = el("section", { "data-url": url }, [el("h3", { text: url }), groups]);
    section._groups = groups;
    return section;
  }
  function renderWebhooks() {
    var receiver = view.webhooks.receiver;
    setText($("receiver"), receiver ? receiver.url + (receiver.eventsUrl ? " (events: " + receiver.eventsUrl + ")" : "") + " · " + receiver.scheme : "no receiver configured");
    var byUrl = view.webhooks.deliveries;
    var urls = Object.keys(byUrl);
    deliveryRows = new Map();
    reconcile($("deliveries"), urls, function (url) { return url; }, createEndpoint, function (section, url) {
      reconcile(section._groups, byUrl[url], function (g) { return g.id; }, createGroup, updateGroup).forEach(function (node, id) { deliveryRows.set(id, node); });
    });
    setHidden($("deliveries-empty"), urls.length !== 0);
  }

  // --- clock, faults ---
  function renderClock() {
    setText($("now"), view.now);
    reconcile($("pending"), view.pending, function (p) { return p.at + " " + p.label; }, function (p) { return el("li", { text: p.at + " " + p.label }); }, function () {});
  }
  function renderFaults() {
    reconcile($("faults-active"), view.faults, function (f) { return String(f.id); }, function () { return el("li"); }, function (li, f) {
      setText(li, "#" + f.id + " " + JSON.stringify(f.spec) + " · remaining " + (f.remaining == null ? "∞" : f.remaining));
    });
    setHidden($("faults-empty"), view.faults.length !== 0);
  }
`
