// An unchanged refresh seen by the browser: the page's own fetch() (default cache mode, like the app's
// apiRequest) asks again for the directory it has just loaded. With ETag + `Cache-Control: no-cache` the
// HTTP cache revalidates (If-None-Match) and the server answers 304: bytes counted by Chromium itself.

export async function measureBrowserRefresh({ browser, appUrl }) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map(); // requestId → { url, status, bytes, phase }
  let phase = 'first';
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (new URL(request.url).pathname.startsWith('/api/')) requests.set(requestId, { url: request.url, status: 0, bytes: 0, phase: phase });
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    const entry = requests.get(requestId);
    if (entry) entry.status = statusCode;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await page.goto(`${appUrl}/members`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000); // the other directories are fetched 2 s after start
  await page.waitForLoadState('networkidle');
  const urls = [...new Set([...requests.values()].map((r) => r.url))];
  phase = 'refresh';
  await page.evaluate(
    (list) => Promise.all(list.map((url) => fetch(url, { headers: { Accept: 'application/json' } }).then((r) => r.arrayBuffer()))),
    urls,
  );
  await page.waitForTimeout(500);
  await cdp.detach();
  await context.close();
  const of = (name) => [...requests.values()].filter((r) => r.phase === name);
  const sum = (list) => list.reduce((total, r) => total + r.bytes, 0);
  return {
    requests: urls.length,
    coldBytes: sum(of('first')),
    refreshBytes: sum(of('refresh')),
    notModified: of('refresh').filter((r) => r.status === 304).length,
  };
}
