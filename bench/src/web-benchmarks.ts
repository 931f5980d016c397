import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
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
    'largest-contentful-paint': { numericValue: number };
    'total-blocking-time': { numericValue: number };
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

/** A script written into a page (not its JSON data): it runs before the content paints. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/** The gzipped size of the scripts written into the page at `url` (its boot script), together. */
async function inlineScriptsGzipKiB(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const scripts = [...html.matchAll(INLINE_SCRIPT)].map((script) => script[1]!).join('\n');
  return scripts ? gzipSync(scripts).byteLength / 1024 : 0;
}

/** The medians of a page's Lighthouse runs, and the scripts the last run asked for before two paints. */
interface PageRuns {
  score: number;
  lcpMs: number;
  tbtMs: number;
  firstPaintScripts: string[];
  contentScripts: string[];
}

async function pageRuns(label: string, url: string, runs: number): Promise<PageRuns> {
  const scores: number[] = [];
  const lcps: number[] = [];
  const tbts: number[] = [];
  let firstPaintScripts: string[] = [];
  let contentScripts: string[] = [];
  for (let run = 1; run <= runs; run++) {
    const report = await lighthouseRecorded(url, run);
    if (report.audits['network-requests'].details.items.length === 0)
      throw new Error(`Lighthouse saw no request loading ${url}`);
    scores.push(Math.round(report.categories.performance.score * 100));
    lcps.push(report.audits['largest-contentful-paint'].numericValue);
    tbts.push(report.audits['total-blocking-time'].numericValue);
    firstPaintScripts = scriptsBefore(report, 'observedFirstContentfulPaint');
    contentScripts = scriptsBefore(report, 'observedLargestContentfulPaint');
    console.log(
      `  ${label}, Lighthouse run ${run}: ${scores.at(-1)} (LCP ${Math.round(lcps.at(-1)!)} ms, ` +
        `TBT ${Math.round(tbts.at(-1)!)} ms), ${firstPaintScripts.length} scripts before the first paint, ` +
        `${contentScripts.length} before the largest`,
    );
  }
  return {
    score: median(scores),
    lcpMs: median(lcps),
    tbtMs: median(tbts),
    firstPaintScripts,
    contentScripts,
  };
}

/**
 * The public pages on Lighthouse's mobile profile (simulated slow 4G and a 4× slower CPU) in Debian's
 * Chromium: a real invitation page (its score, largest paint, blocking time and the JavaScript it asks for
 * before its content paints) and the landing page.
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
  const inviteUrl = `${client.baseUrl}/invite/${answer.slug}`;
  const invite = await pageRuns('invitation page', inviteUrl, settings.lighthouseRuns);
  // The boot script is in the page's HTML, not a request of its own: counted apart, with the scripts asked for.
  const inlineScriptsKiB = await inlineScriptsGzipKiB(inviteUrl);
  const landing = await pageRuns('landing page', `${client.baseUrl}/`, settings.lighthouseRuns);
  return {
    // What the content needs before it paints: only the boot script once the page is rendered on the server.
    'web.invite_page_js_gz_kb': {
      value: inlineScriptsKiB + (await gzipKiB(invite.contentScripts)),
      unit: 'KiB (gzip)',
    },
    'web.invite_page_first_paint_js_gz_kb': {
      value: inlineScriptsKiB + (await gzipKiB(invite.firstPaintScripts)),
      unit: 'KiB (gzip)',
    },
    'web.invite_page_lighthouse': { value: invite.score, unit: 'score' },
    'web.invite_page_lcp_ms': { value: invite.lcpMs, unit: 'ms' },
    'web.invite_page_tbt_ms': { value: invite.tbtMs, unit: 'ms' },
    'web.landing_page_lighthouse': { value: landing.score, unit: 'score' },
  };
}
