/* global MediaRecorder -- used inside page.evaluate (the browser) */
// Regenerates the seed's demo recording (seed-clip.webm): 4 s of chromium's fake camera and microphone
// recorded with MediaRecorder, as the app records. Run once from the repository root:
//   node supabase/seeds/media/generate-clip.mjs
// (needs playwright-core, installed at the root, and a chromium at /usr/bin/chromium or CHROMIUM_PATH).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(path.resolve('package.json'));
const { chromium } = require('playwright-core');
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed-clip.webm');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
});
try {
  const page = await browser.newPage();
  // getUserMedia needs a secure context: localhost is one (the page is answered here, nothing listens).
  await page.route('http://localhost/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
  await page.goto('http://localhost/');
  const base64 = await page.evaluate(async () => {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { width: 320, height: 240, frameRate: 15 },
      audio: true,
    });
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8,opus',
      videoBitsPerSecond: 120_000,
      audioBitsPerSecond: 32_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(500);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    recorder.stop();
    await stopped;
    stream.getTracks().forEach((track) => track.stop());
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  fs.writeFileSync(out, Buffer.from(base64, 'base64'));
  console.log(`${out}: ${fs.statSync(out).size} bytes`);
} finally {
  await browser.close();
}
