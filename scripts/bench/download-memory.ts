/**
 * Issue 31: a 1 GB file through the download area with the server's memory flat. Staff upload
 * `BENCH_DOWNLOAD_MB` MB (1,024 by default) chunked, as a browser streams it, into the real server
 * (embedded database, files on disk), then downloads it whole; the server's resident
 * memory (`/proc/<pid>/status`, VmRSS) is sampled all along and printed against its start.
 * `npm run bench -- download` runs it alone.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { login, startPortal } from './portal';

const MB = 1024 * 1024;
const SIZE_MB = Number(process.env.BENCH_DOWNLOAD_MB ?? 1024);
/** "Flat": the server may grow by buffers and caches, never by a share of the file. */
const GROWTH_LIMIT_MB = 128;
const BOUNDARY = '----bench-download';

function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}

/** Samples the process's RSS every 50 ms until stopped; returns the peak. */
function sampler(pid: number) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssOf(pid));
  };
}

function upload(base: URL, token: string, folder: number): Promise<string> {
  const piece = Buffer.alloc(MB, 7);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: `/it/v1.0/downloads/folders/${folder}/files`,
        headers: { 'access-token': token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`the upload answered ${res.statusCode}: ${body}`));
          resolve((JSON.parse(body) as { args: { response: { id: string } } }).args.response.id);
        });
      },
    );
    req.on('error', reject);
    req.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench-1gb.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    let sent = 0;
    const more = () => {
      while (sent < SIZE_MB) {
        sent++;
        if (!req.write(piece)) return void req.once('drain', more);
      }
      req.end(`\r\n--${BOUNDARY}--\r\n`);
    };
    more();
  });
}

function download(base: URL, token: string, id: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: base.hostname,
          port: base.port,
          path: `/it/v1.0/downloads/files/${id}`,
          headers: { 'access-token': token },
        },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`the download answered ${res.statusCode}`));
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () => resolve(bytes));
        },
      )
      .on('error', reject);
  });
}

export async function downloadMemoryBench() {
  console.log(`\ndownload area: a ${SIZE_MB.toLocaleString('en')} MB file up and down (embedded database, disk)…`);
  const portal = await startPortal();
  try {
    const base = new URL(portal.url);
    const admin = await login(portal.url, 'admin');
    const tree = await fetch(`${portal.url}/it/v1.0/downloads/tree`, { headers: { 'access-token': admin } });
    const folders = ((await tree.json()) as { args: { response: { folders: { id: number }[] } } }).args.response
      .folders;
    const folder = folders[0]?.id;
    if (folder === undefined) throw new Error('the demo download area has no folder');
    const start = rssOf(portal.pid);

    let stop = sampler(portal.pid);
    let started = performance.now();
    const id = await upload(base, admin, folder);
    const upPeak = stop();
    const upSeconds = (performance.now() - started) / 1000;

    stop = sampler(portal.pid);
    started = performance.now();
    const bytes = await download(base, admin, id);
    const downPeak = stop();
    const downSeconds = (performance.now() - started) / 1000;
    if (bytes !== SIZE_MB * MB) throw new Error(`the download gave ${bytes} bytes of ${SIZE_MB * MB}`);

    const mb = (n: number) => `${Math.round(n / MB)} MB`;
    const growth = Math.max(upPeak, downPeak) - start;
    const met = growth < GROWTH_LIMIT_MB * MB;
    console.log(`  server memory at start: ${mb(start)}`);
    console.log(
      `  upload:   ${upSeconds.toFixed(1)} s (${Math.round(SIZE_MB / upSeconds)} MB/s), peak ${mb(upPeak)} (+${mb(upPeak - start)})`,
    );
    console.log(
      `  download: ${downSeconds.toFixed(1)} s (${Math.round(SIZE_MB / downSeconds)} MB/s), peak ${mb(downPeak)} (+${mb(downPeak - start)})`,
    );
    console.log(
      `  target: memory grows by less than ${GROWTH_LIMIT_MB} MB whatever the file's size: ${met ? 'met' : 'MISSED'}`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    await portal.stop();
  }
}
