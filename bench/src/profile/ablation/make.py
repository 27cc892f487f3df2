# Ablation of core's transport (makeSend): writes copies of packages/core/dist/index.js with
# one stage removed at a time into ./out/ (git-ignored); run.ts measures them side by side.
#   python3 bench/src/profile/ablation/make.py && (cd bench && npx tsx src/profile/ablation/run.ts retrieve)
# Written against core's transport as of 2026-11-21; a pattern that no longer matches is reported.
import os, re, sys
here = os.path.dirname(os.path.abspath(__file__))
os.makedirs(os.path.join(here, 'out'), exist_ok=True)
src = open(os.path.join(here, '../../../../packages/core/dist/index.js')).read()

def alias(module):
    m = re.search(r"import \* as (\w+) from '%s';" % re.escape(module), src)
    if not m: sys.exit(f"no import of {module} in core's dist")
    return m.group(1)
A = {'E': alias('effect/Effect'), 'R': alias('effect/Result'), 'S': alias('effect/Schema'), 'Req': alias('effect/http/HttpClientRequest')}
def f(t): return t.format(**A)

def w(name, s): open(os.path.join(here, 'out', f'{name}.js'), 'w').write(s)
def patch(text, old, new, what):
    old, new = f(old), f(new)
    if old not in text: sys.exit(f"pattern for '{what}' not found: core's transport changed")
    return text.replace(old, new)

DECODE = 'const decoded = {S}.decodeUnknownResult(endpoint.response)(json.success, {{ errors: "all" }});'
NO_DECODE = 'const decoded = {R}.succeed(json.success);'
SPAN = '      {E}.withSpan(`Payrail.${{endpoint.operation}}`, {{ attributes: {{ "http.method": endpoint.method }} }})\n'
RETRY = '      {E}.retry({{ schedule, times: maxRetries, while: (error) => isRetryable(error, endpoint.retry) }}),\n'
TIMEOUT = '''      {E}.timeoutOrElse({{
        duration: timeoutMs,
        orElse: () => {E}.fail(new TimeoutError({{ timeoutMs, idempotencyKey }}))
      }}),'''
HTTP = '''    const attempt = {E}.suspend(
      () => http.execute({Req}.setHeader(request, "private-secret-key", Redacted.value(config.privateSecretKey)))
    ).pipe(
      {E}.flatMap(
        (response) => {E}.map(response.text, (text) => ({{
          status: response.status,
          text,
          requestId: response.headers["x-request-id"],
          retryAfter: response.headers["retry-after"]
        }}))
      ),'''
RAW_FETCH = '''    const f = config.fetch ?? globalThis.fetch;
    let url = config.baseUrl + endpoint.path;
    const q = Object.entries(endpoint.query ?? {{}}).filter(([, v]) => v !== void 0);
    if (q.length) url += "?" + new URLSearchParams(q).toString();
    const bodyText = endpoint.body === void 0 ? void 0 : JSON.stringify(endpoint.body);
    if (bodyText !== void 0) headers["content-type"] = "application/json";
    const attempt = {E}.tryPromise({{
      try: async (signal) => {{
        const response = await f(url, {{ method: endpoint.method, headers: {{ ...headers, "private-secret-key": Redacted.value(config.privateSecretKey) }}, body: bodyText, signal }});
        const text = await response.text();
        return {{ status: response.status, text, requestId: response.headers.get("x-request-id") ?? void 0, retryAfter: response.headers.get("retry-after") ?? void 0 }};
      }},
      catch: (cause) => ({{ cause, reason: {{ _tag: "TransportError" }} }})
    }}).pipe('''

w('v0', src)
w('v_nodecode', patch(src, DECODE, NO_DECODE, 'response decode'))
w('v_nospan', patch(src, SPAN, '', 'withSpan'))
w('v_noretry_notimeout', patch(patch(src, RETRY, '', 'retry'), TIMEOUT, '', 'timeout'))
raw = patch(src, HTTP, RAW_FETCH, 'HttpClient')
w('v_rawfetch', raw)
w('v_rawfetch_nodecode_nospan', patch(patch(raw, DECODE, NO_DECODE, 'response decode'), SPAN, '', 'withSpan'))
print('wrote', sorted(os.listdir(os.path.join(here, 'out'))))
