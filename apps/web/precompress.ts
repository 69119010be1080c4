import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/**
 * Writes a .br and a .gz twin of every text file over 1 KB in the client build; the server sends
 * the one the browser accepts (no compression work per request, best levels). Runs once the
 * whole build is written (React Router writes its manifest after Vite's bundle).
 */
export function precompressDir(dir: string): void {
  for (const file of walk(dir)) {
    if (!/\.(js|css|svg|json|html)$/.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    fs.writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}
