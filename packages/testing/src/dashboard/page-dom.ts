/**
 * The dashboard page's DOM helpers (browser JavaScript, inlined by page-script.ts): rows kept by
 * key and updated in place, never rebuilt, so a button or an open `<details>` is the same element
 * from one event to the next (a click in flight lands on it); text and attributes written only
 * when they change; and the filter, which hides rows (never removes them).
 * Written without backquotes so it can sit in a template literal unchanged.
 */
export const PAGE_DOM = String.raw`
  var $ = function (id) { return document.getElementById(id); };

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
  function setText(node, text) { if (node.textContent !== text) node.textContent = text; }
  function setAttr(node, name, value) {
    if (value == null) { if (node.hasAttribute(name)) node.removeAttribute(name); }
    else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
  }
  function setHidden(node, hidden) { if (node.hidden !== hidden) node.hidden = hidden; }
  function pretty(value) { return typeof value === "string" ? value : JSON.stringify(value, null, 2); }

  // A <details> made once per row: later events change its summary and text, never the element,
  // so one the developer opened stays open.
  function makeDetails(testid) {
    var summary = el("summary");
    var pre = el("pre");
    var node = el("details", { "data-testid": testid }, [summary, pre]);
    node._summary = summary;
    node._pre = pre;
    return node;
  }
  function setDetails(node, summary, text) {
    setText(node._summary, summary);
    setText(node._pre, text);
  }

  // Keeps parent's children in the order of items, one per key: a known key's node is updated in
  // place, a new key's node made, a gone key's node removed; a node is moved only when out of place.
  function reconcile(parent, items, keyOf, create, update) {
    var nodes = parent._keyed || (parent._keyed = new Map());
    var seen = new Set();
    var cursor = parent.firstChild;
    items.forEach(function (item) {
      var key = keyOf(item);
      if (seen.has(key)) return;
      seen.add(key);
      var node = nodes.get(key);
      if (!node) { node = create(item, key); nodes.set(key, node); }
      update(node, item);
      if (node === cursor) cursor = cursor.nextSibling;
      else parent.insertBefore(node, cursor);
    });
    nodes.forEach(function (node, key) {
      if (!seen.has(key)) { node.remove(); nodes.delete(key); }
    });
    return nodes;
  }

  // --- filter: rows carry _haystack (their text, lower case) and _statuses (HTTP statuses) ---
  // Each word must match: 404 or 4xx an HTTP status; anything else a part of the row's text
  // (path, id, operation, idempotency key, event, bodies).
  var filterWords = [];
  var STATUS_WORD = /^[1-5](\d\d|xx)$/i;
  function matches(node) {
    return filterWords.every(function (word) {
      if (STATUS_WORD.test(word)) {
        return (node._statuses || []).some(function (s) { return s != null && (word.slice(1) === "xx" ? String(s)[0] === word[0] : String(s) === word); });
      }
      return (node._haystack || "").indexOf(word) !== -1;
    });
  }
  function filterRows(nodes) {
    nodes.forEach(function (node) { setHidden(node, filterWords.length > 0 && !matches(node)); });
  }
`
