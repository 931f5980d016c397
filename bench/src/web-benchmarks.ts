import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BenchHttpClient } from './bench-http-client.js';
import { median, type Metrics } from './bench-metrics.js';
import type { BenchOperator } from './bench-parties.js';
import type { BenchSettings } from './bench-settings.js';

const LIGHTHOUSE = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** As the machine's notes advise: headless, and no background connections this closed network refuses. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: {
    metrics: {
      details: {
        items: Array<{ observedFirstContentfulPaint: number; observedLargestContentfulPaint: number }>;
      };
    };
    'network-requests': {
      details: { items: Array<{ url: string; resourceType?: string; rendererStartTime: number }> };
    };
  };
}

async function lighthouse(url: string): Promise<LighthouseReport> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * Lighthouse, run again when it could not record the page load at all ("Runtime error encountered …
 * Please run Lighthouse again", e.g. NO_NAVSTART: Chromium's trace missed the navigation). That is the
 * tool failing, not a figure of the page, so it is said and retried; any other failure stops the stage.
 */
async function lighthouseRecorded(url: string, run: number): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url);
    } catch (error) {
      const { stderr } = error as { stderr?: string };
      if (attempt >= LIGHTHOUSE_ATTEMPTS || !stderr?.includes('Runtime error encountered')) throw error;
      console.log(`  Lighthouse run ${run} recorded no page load (${stderr.trim()}): running it again`);
    }
  }
}

type PaintMoment = 'observedFirstContentfulPaint' | 'observedLargestContentfulPaint';

/** The scripts the page asked for before the given paint. */
function scriptsBefore(report: LighthouseReport, paint: PaintMoment): string[] {
  const moment = report.audits.metrics.details.items[0]![paint];
  return report.audits['network-requests'].details.items
    .filter((request) => request.resourceType === 'Script' && request.rendererStartTime <= moment)
    .map((request) => request.url);
}

async function gzipKiB(urls: readonly string[]): Promise<number> {
  const sizes = await Promise.all(urls.map(gzipBytes));
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}

/**
 * Bytes of a file on the wire to a client that accepts gzip only: the precompressed copy, or the
 * file itself when it is too small to have one.
 */
async function gzipBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = await response.arrayBuffer();
  if (response.headers.get('content-encoding') !== 'gzip') return body.byteLength;
  // fetch hands back the body decompressed, so the size on the wire comes from the header.
  const length = response.headers.get('content-length');
  if (!length) throw new Error(`${url} has no content-length`);
  return Number(length);
}

/**
 * `web.invite_page_js_gz_kb` and `web.invite_page_lighthouse` on a real invitation page: Lighthouse's
 * mobile profile (simulated slow 4G and a 4× slower CPU) in Debian's Chromium.
 */
export async function webBenchmarks(
  client: BenchHttpClient,
  operator: BenchOperator,
  settings: BenchSettings,
): Promise<Metrics> {
  const { answer } = await client.send<{ slug: string }>(
    'POST',
    '/api/networker-invitations',
    operator.session,
    {
      prospectName: 'Lighthouse Reader',
      introEmailBounty: 50,
      referralBounty: 250,
      revShareBounty: 1000,
    },
  );
  const page = `${client.baseUrl}/invite/${answer.slug}`;
  const scores: number[] = [];
  let firstPaintScripts: string[] = [];
  let contentScripts: string[] = [];
  for (let run = 1; run <= settings.lighthouseRuns; run++) {
    const report = await lighthouseRecorded(page, run);
    scores.push(Math.round(report.categories.performance.score * 100));
    firstPaintScripts = scriptsBefore(report, 'observedFirstContentfulPaint');
    contentScripts = scriptsBefore(report, 'observedLargestContentfulPaint');
    console.log(
      `  Lighthouse run ${run}: ${scores.at(-1)}, ${firstPaintScripts.length} scripts before the first paint, ` +
        `${contentScripts.length} before the largest`,
    );
  }
  // The first paint is index.html's own shell; the scripts already requested by then are still counted,
  // and the detail below gives what the page's content (its largest paint) needs.
  if (contentScripts.length === 0) throw new Error('Lighthouse saw no script before the largest paint');
  return {
    'web.invite_page_js_gz_kb': { value: await gzipKiB(firstPaintScripts), unit: 'KiB (gzip)' },
    'web.invite_page_content_js_gz_kb': { value: await gzipKiB(contentScripts), unit: 'KiB (gzip)' },
    'web.invite_page_lighthouse': { value: median(scores), unit: 'score' },
  };
}
