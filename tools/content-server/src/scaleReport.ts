// `npx nx run content-server:scale-report`: stories per locale and in all, the time to read or
// generate them and the server's resident memory once it answers, at CONTENT_SCALE 1, 5 and 20
// (SCALES=1,2 overrides). Each scale starts its own server process on a free port.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getMarketConfig } from '@clavis/i18n-routing';
import { parseContentScale } from './contentScale';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const scales = (process.env['SCALES'] ?? '1,5,20').split(',').map(parseContentScale);
const locales = getMarketConfig('global').locales;

interface Measure {
  perLocale: Record<string, number>;
  total: number;
  seconds: string;
  rssMb: number;
}

/** Starts the server at a scale, reads its start line, memory and stories, and stops it. */
async function measure(scale: number): Promise<Measure> {
  const child = spawn(process.execPath, [...process.execArgv, main], { env: { ...process.env, CONTENT_SCALE: String(scale), PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /^content-server: .* on http\S+$/m.exec(out);
        if (found) resolve(found[0]);
      });
      child.on('exit', (code) => reject(new Error(`the server at scale ${scale} exited (${code})`)));
    });
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
    const url = (/on (http\S+)$/.exec(line) as RegExpExecArray)[1] as string;
    const perLocale: Record<string, number> = {};
    let total = 0;
    for (const locale of locales) {
      const answer = await fetch(`${url}/v2/cdn/stories?token=clavis-local-preview-token&version=draft&starts_with=${locale}/&per_page=1`);
      perLocale[locale] = Number(answer.headers.get('total'));
      total += perLocale[locale];
    }
    return { perLocale, total, seconds: (/in ([\d.]+) s\)/.exec(line) as RegExpExecArray)[1] as string, rssMb: Math.round(rssKb / 1024) };
  } finally {
    child.kill('SIGTERM');
  }
}

console.log(`scale | ${locales.join(' | ')} | total | read/generate s | RSS MB`);
for (const scale of scales) {
  const { perLocale, total, seconds, rssMb } = await measure(scale);
  console.log(`${scale}x | ${locales.map((locale) => perLocale[locale]).join(' | ')} | ${total} | ${seconds} | ${rssMb}`);
}
