/**
 * The dashboard page: one HTML document with its style and script inline (the fake runs on
 * machines without network; nothing is fetched from elsewhere). Its data arrives over
 * `/_fake/events`; see page-script.ts. The page's lists start empty and are filled by key, in place.
 */
import { PAGE_SCRIPT } from "./page-script"

const STYLE = `
:root { color-scheme: light dark; --ok: #1a7f37; --bad: #c62828; --line: #8884; font: 14px/1.4 system-ui, sans-serif; }
body { margin: 0; padding: 0 1rem 2rem; }
header { position: sticky; top: 0; background: Canvas; padding: .5rem 0; border-bottom: 1px solid var(--line); display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; z-index: 1; }
h1 { font-size: 1.1rem; margin: 0; } h2 { font-size: 1rem; margin: 1.2rem 0 .4rem; } h3 { font-size: .9rem; margin: .8rem 0 .2rem; }
.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(26rem, 1fr)); gap: 0 2rem; }
table { border-collapse: collapse; width: 100%; font-size: 12px; } td, th { border-bottom: 1px solid var(--line); padding: 2px 6px; text-align: left; vertical-align: top; }
pre { margin: 0; max-height: 20rem; overflow: auto; font-size: 11px; } code, .mono, td { font-family: ui-monospace, monospace; }
.ok { color: var(--ok); } .error, .failed .status, .delivery.failed > strong { color: var(--bad); } .empty { opacity: .6; }
.delivery { border-left: 3px solid var(--line); padding-left: .5rem; margin: .4rem 0; } .delivery.ok { border-color: var(--ok); } .delivery.failed { border-color: var(--bad); }
.delivery ol { margin: .2rem 0; font-size: 12px; } form { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; margin: .3rem 0; }
input[type=text], input[type=number] { width: 8rem; } #trigger-set { width: 16rem; } #filter { width: 18rem; } #message { font-weight: 600; }
tr.target { outline: 2px solid Highlight; } td a { display: block; }
`

export const DASHBOARD_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Payrail fake — dashboard</title>
<style>${STYLE}</style>
</head>
<body data-ready="false" data-version="0">
<header>
  <h1>Payrail fake</h1>
  <span>clock <strong id="now" data-testid="now">…</strong></span>
  <span id="live" data-testid="live">connecting…</span>
  <button id="reset" data-testid="reset">Reset</button>
  <button id="save" data-testid="save">Save state</button>
  <label>Load state <input id="load" data-testid="load" type="file" accept="application/json,.json"></label>
  <label>Filter <input id="filter" data-testid="filter" type="search" autocomplete="off" placeholder="path, status (404, 5xx) or id"></label>
  <span id="message" data-testid="message" role="status"></span>
</header>
<div class="grid">
  <div>
    <h2>Clock</h2>
    <form id="advance-form" data-testid="advance-form">
      Advance by <input id="advance-amount" data-testid="advance-amount" type="number" min="0" step="any" value="1">
      <select id="advance-unit" data-testid="advance-unit"><option>minutes</option><option>hours</option><option selected>days</option></select>
      <button data-testid="advance">Advance</button>
    </form>
    <details><summary>Scheduled on the fake clock</summary><ul id="pending" class="mono"></ul></details>
    <h2>Faults</h2>
    <form id="fault-form" data-testid="fault-form">
      <input id="fault-method" type="text" placeholder="method (any)">
      <input id="fault-path" type="text" placeholder="path, e.g. /payments">
      <input id="fault-status" type="number" placeholder="status">
      <input id="fault-code" type="text" placeholder="code">
      <input id="fault-times" type="number" placeholder="times (1)">
      <input id="fault-delayMs" type="number" placeholder="delay ms">
      <input id="fault-retryAfterSeconds" type="number" placeholder="retry-after s">
      <label><input id="fault-dropConnection" type="checkbox"> drop connection</label>
      <label><input id="fault-afterCommit" type="checkbox"> after commit</label>
      <button>Inject</button> <button type="button" id="faults-clear">Clear all</button>
    </form>
    <div data-testid="faults"><ul id="faults-active" class="mono"></ul><p id="faults-empty" class="empty">none</p></div>
    <h2>Trigger an event</h2>
    <form id="trigger-form" data-testid="trigger-form">
      <select id="trigger-event" data-testid="trigger-event"></select>
      <input id="trigger-id" data-testid="trigger-id" type="text" placeholder="resource id (optional)">
      <input id="trigger-set" data-testid="trigger-set" type="text" placeholder='set, JSON: {"data.payment.status": "…"}'>
      <button data-testid="trigger">Trigger</button>
    </form>
    <h2>Webhook deliveries</h2>
    <p>Receiver: <span id="receiver" data-testid="receiver" class="mono"></span></p>
    <div data-testid="deliveries"><div id="deliveries"></div><p id="deliveries-empty" class="empty">no deliveries yet</p></div>
  </div>
  <div>
    <h2>State</h2>
    <div id="state" data-testid="state"></div>
  </div>
</div>
<h2>Requests (<span id="requests-total" data-testid="requests-total">0</span> in all; newest first)</h2>
<table data-testid="requests">
  <thead><tr><th>at (fake clock)</th><th>method</th><th>path</th><th>status</th><th>operation</th><th>idempotency key</th><th>error code</th><th>took</th><th>body</th><th>answer</th></tr></thead>
  <tbody id="requests-body"></tbody>
</table>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`
