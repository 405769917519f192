// One cold load of a page in a fresh browser context: bytes on the wire, the scripts it ran,
// paint times, script time and heap, read through the DevTools protocol.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSizes = new Map();

/** The gzip size (level 9) of a built asset, as a server without brotli would send it. */
function gzipSizeOf(webRoot, path) {
  if (!gzipSizes.has(path)) {
    gzipSizes.set(path, gzipSync(readFileSync(join(webRoot, path)), { level: 9 }).length);
  }
  return gzipSizes.get(path);
}

/** Paint entries as the page saw them; LCP is the last candidate before the page settled. */
const readPaints = () =>
  new Promise((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    let lcp = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve({ fcp, lcp }), 50);
  });

export async function loadOnce(browser, { origin, path, webRoot, tokens, locale, appPage = true }) {
  // `locale` sets the browser's languages, and with them Accept-Language.
  const context = await browser.newContext(locale ? { locale } : {});
  if (tokens) {
    await context.addInitScript(
      ([access, refresh]) => {
        localStorage.setItem('serviceToken', access);
        localStorage.setItem('refreshToken', refresh);
      },
      [tokens.accessToken, tokens.refreshToken],
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    requests.set(requestId, {
      url: response.url,
      type,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
    });
  });
  let wireBytes = 0;
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    wireBytes += encodedDataLength;
    const request = requests.get(requestId);
    if (request) request.wireBytes = encodedDataLength;
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  if (appPage) {
    // On a busy machine the entry can run for longer than networkidle's half second of quiet,
    // so the page's own chunks would not have been asked for yet: wait for the page itself (a
    // form or the shell's main area, no loading spinner; a determinate progress bar is content),
    // then for the network to settle again. A prerendered page has its form from the start, its
    // fields read-only until the app has hydrated it.
    await page.waitForFunction(
      () =>
        globalThis.document.querySelector('#root form, #root main') !== null &&
        globalThis.document.querySelector('#root input[readonly]') === null &&
        globalThis.document.querySelector('#root .MuiCircularProgress-root') === null,
      null,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
  }
  await page.waitForTimeout(300);
  const paints = await page.evaluate(readPaints);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? 0;
  const scripts = [...requests.values()]
    .filter((request) => request.type === 'Script')
    .map((request) => {
      const file = new URL(request.url).pathname.slice(1);
      return {
        file,
        gzipBytes: gzipSizeOf(webRoot, file),
        wireBytes: request.wireBytes ?? 0,
        encoding: request.encoding,
      };
    });
  const landed = new URL(page.url()).pathname;
  await context.close();
  return {
    landed,
    wireBytes,
    gzipJsBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    scripts,
    fcpMs: paints.fcp,
    lcpMs: paints.lcp,
    scriptMs: metric('ScriptDuration') * 1000,
    heapBytes: metric('JSHeapUsedSize'),
  };
}
