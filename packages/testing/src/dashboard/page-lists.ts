/**
 * The dashboard page's state and request log (browser JavaScript, inlined by page-script.ts):
 * one row per object id and per request id, updated in place (page-dom.ts); each request shows
 * its body and its answer's body as the request log keeps them (card data masked), and links to
 * the state row of the object its answer names.
 * Written without backquotes so it can sit in a template literal unchanged.
 */
export const PAGE_LISTS = String.raw`
  // --- state ---
  function statusOf(item) { return item.status || item.state || (item.workflow && item.workflow.status) || ""; }
  function summaryOf(item) {
    if (item.amount && item.amount.value !== undefined) {
      var parts = [item.amount.value + " " + item.amount.currency];
      if (item.billing_cycles) parts.push("cycle " + item.billing_cycles.current + "/" + (item.billing_cycles.total == null ? "∞" : item.billing_cycles.total) + ", next " + (item.billing_cycles.next_at || "—"));
      return parts.join(", ");
    }
    return item.merchant_order_id || item.merchant_customer_id || item.email || item.type || "";
  }
  // Each list's keyed rows, by list name, for the filter; and every state row by object id, for links.
  var stateRows = new Map();
  var objectRows = new Map();
  function stateSection(root, name) {
    var section = root._sections && root._sections.get(name);
    if (section) return section;
    if (!root._sections) root._sections = new Map();
    section = el("section", { "data-testid": "state-" + name }, [el("h3"), el("table", {}, [el("tbody")]), el("p", { "class": "empty", text: "none" })]);
    root._sections.set(name, section);
    root.appendChild(section);
    return section;
  }
  function createStateRow(item) {
    var id = String(item.id);
    return el("tr", { "data-testid": "row-" + id, "data-id": id }, [
      el("td", {}, [makeDetails("details-" + id)]),
      el("td", { "class": "status", "data-testid": "status-" + id }),
      el("td", { "data-testid": "summary-" + id })
    ]);
  }
  function updateStateRow(row, item) {
    var compact = JSON.stringify(item);
    if (row._json === compact) return;
    row._json = compact;
    row._haystack = compact.toLowerCase();
    setDetails(row.cells[0].firstChild, String(item.id), pretty(item));
    setText(row.cells[1], String(statusOf(item)));
    setText(row.cells[2], String(summaryOf(item)));
  }
  function renderState() {
    var root = $("state");
    objectRows = new Map();
    Object.keys(view.state).forEach(function (name) {
      var list = view.state[name];
      var section = stateSection(root, name);
      setText(section.firstChild, name + " (" + list.total + ")");
      var tbody = section.querySelector("tbody");
      var rows = reconcile(tbody, list.items, function (item) { return String(item.id); }, createStateRow, updateStateRow);
      rows.forEach(function (row, id) { objectRows.set(id, row); });
      stateRows.set(name, rows);
      setHidden(section.querySelector("table"), list.items.length === 0);
      setHidden(section.querySelector(".empty"), list.items.length !== 0);
    });
  }

  // Scrolls to the state row of object id, opens it and marks it; a filter hiding it is cleared.
  function showObject(id) {
    var row = objectRows.get(id);
    if (!row) return say(id + " is not among the objects shown (the newest 200 of each list)", true);
    if (row.hidden) setFilter("");
    var previous = document.querySelector("tr.target");
    if (previous) previous.classList.remove("target");
    row.classList.add("target");
    row.cells[0].firstChild.open = true;
    row.scrollIntoView({ block: "center" });
  }

  // --- requests ---
  function objectIdOf(r) {
    var body = r.responseBody;
    return body && typeof body === "object" && typeof body.id === "string" ? body.id : null;
  }
  function createRequestRow(r) {
    var link = el("a", { href: "#", "data-testid": "object-" + r.requestId, hidden: "" });
    link.addEventListener("click", function (e) { e.preventDefault(); showObject(link._id); });
    var cells = [];
    for (var i = 0; i < 8; i++) cells.push(el("td"));
    cells.push(el("td", {}, [makeDetails("body-" + r.requestId)]));
    cells.push(el("td", {}, [makeDetails("response-" + r.requestId), link]));
    return el("tr", { "data-testid": "request-" + r.requestId }, cells);
  }
  function updateRequestRow(row, r) {
    // A logged request changes only until it is answered: its body is read, then its answer kept.
    var version = [r.outcome, r.status, r.durationMs, r.body === undefined, r.responseBody === undefined].join("|");
    if (row._version === version) return;
    row._version = version;
    var cells = row.cells;
    setAttr(row, "class", r.status >= 400 ? "failed" : null);
    setText(cells[0], r.at);
    setText(cells[1], r.method);
    setText(cells[2], r.path + (r.query || ""));
    setText(cells[3], r.status == null ? r.outcome : String(r.status) + (r.outcome === "answered" ? "" : " " + r.outcome));
    setText(cells[4], r.operation || "");
    setText(cells[5], r.idempotencyKey || "");
    setText(cells[6], r.errorCode || "");
    setText(cells[7], r.durationMs == null ? "" : r.durationMs + " ms");
    var body = cells[8].firstChild;
    setHidden(body, r.body === undefined);
    if (r.body !== undefined) setDetails(body, r.bodyTruncated ? "body (truncated)" : "body", pretty(r.body));
    var response = cells[9].firstChild;
    setHidden(response, r.responseBody === undefined);
    if (r.responseBody !== undefined) setDetails(response, r.responseBodyTruncated ? "answer (truncated)" : "answer", pretty(r.responseBody));
    var id = objectIdOf(r);
    var link = cells[9].lastChild;
    link._id = id;
    setHidden(link, id === null);
    setText(link, id === null ? "" : "→ " + id);
    row._statuses = [r.status];
    row._haystack = [r.requestId, r.method, r.path + (r.query || ""), r.operation, r.idempotencyKey, r.errorCode, r.outcome,
      r.body === undefined ? "" : JSON.stringify(r.body), r.responseBody === undefined ? "" : JSON.stringify(r.responseBody)].join(" ").toLowerCase();
  }
  var requestRows = new Map();
  function renderRequests() {
    setText($("requests-total"), String(view.requests.total));
    requestRows = reconcile($("requests-body"), view.requests.items, function (r) { return r.requestId; }, createRequestRow, updateRequestRow);
  }
`
