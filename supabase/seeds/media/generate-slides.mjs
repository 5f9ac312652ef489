// Regenerates the seeded presentations' page images (slides/<google_slide_id>-<page>.png, 960×540): each page a
// title and a line, drawn by chromium from HTML. The seed (seeds/content-slides.sql) gives each seeded slide one
// of these as its image, so the viewer shows a picture for every page. Run once from the repository root:
//   node supabase/seeds/media/generate-slides.mjs
// (needs playwright-core, installed at the root, and a chromium at /usr/bin/chromium or CHROMIUM_PATH).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(path.resolve('package.json'));
const { chromium } = require('playwright-core');
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'slides');

/** google_slide_id of seed.sql's presentations → [title, line] per page */
const DECKS = {
  'gs-intro-cbt': [
    ['Introduction to CBT', 'Cognitive behavioural therapy'],
    ['Thoughts, feelings, actions', 'How they influence each other'],
    ['Automatic thoughts', 'Noticing them as they come'],
    ['Testing a thought', 'Evidence for and against'],
    ['Between sessions', 'A thought record each day'],
  ],
  'gs-sleep': [
    ['Sleep and the brain', 'What happens at night'],
    ['Sleep pressure', 'Why staying up makes us sleepy'],
    ['Habits that help', 'Light, rhythm, a calm evening'],
  ],
};

const escape = (s) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);

fs.mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 960, height: 540 } });
  for (const [deck, pages] of Object.entries(DECKS)) {
    for (const [index, [title, line]] of pages.entries()) {
      await page.setContent(`<!doctype html><body style="margin:0;width:960px;height:540px;display:flex;
        flex-direction:column;justify-content:center;padding:0 80px;box-sizing:border-box;background:#f4f7fb;
        font-family:sans-serif;color:#1d2b3a"><h1 style="font-size:52px;margin:0 0 24px">${escape(title)}</h1>
        <p style="font-size:30px;margin:0;color:#3d5a73">${escape(line)}</p>
        <p style="position:absolute;right:40px;bottom:24px;font-size:20px;color:#6b7f92">${index + 1} / ${pages.length}</p></body>`);
      const out = path.join(dir, `${deck}-${index + 1}.png`);
      await page.screenshot({ path: out });
      console.log(`${out}: ${fs.statSync(out).size} bytes`);
    }
  }
} finally {
  await browser.close();
}
