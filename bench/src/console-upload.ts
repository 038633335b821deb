import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchBenchChromium, signedInContext } from './grid-million';
import { signInAdmin } from './qry-select';
import { startCubus } from './server-process';

export interface ConsoleUpload {
  bytes: number;
  /** Per upload: megabytes per second from choosing the file until the console says it is up. */
  megabytesPerSecondRuns: number[];
  /** Per upload: the longest main-thread task meanwhile (0: none over the 50 ms long-task floor). */
  longestTaskRuns: number[];
}

const uploads = 3;
const fileBytes = 64 * 1024 * 1024;

/**
 * Records, in the page, when the upload's status changes and every long task: the status the
 * upload panel shows (`upload-status`), gone once the wizard moves on past an uploaded file.
 */
function uploadProbe(): void {
  const probe = { changes: [] as [string, number][], longTasks: [] as [number, number][] };
  (window as unknown as { cubusUpload: typeof probe }).cubusUpload = probe;
  new MutationObserver(() => {
    const status = document.querySelector('[data-testid="upload-status"]')?.textContent ?? 'gone';
    if (probe.changes.at(-1)?.[0] !== status) probe.changes.push([status, performance.now()]);
  }).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) probe.longTasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask' });
}

/**
 * A 64 MiB file uploaded through the console in Chromium, as an operator does it (New import, the
 * file chosen): the chunks read, hashed and sent by the console itself, three times. The clock
 * runs from choosing the file until the panel leaves "Uploading"; long tasks are those that began
 * meanwhile (the wizard's next step is not the upload's).
 */
export async function consoleUpload(dataDir: string): Promise<ConsoleUpload> {
  const file = path.join(dataDir, 'bench-upload.bin');
  await writeFile(file, randomBytes(fileBytes));
  const cubus = await startCubus(dataDir, {
    CUBUS_FILE_MAX_BYTES: String(fileBytes),
    CUBUS_DOMAIN_FILES_MAX_BYTES: String(16 * 2 ** 30),
  });
  const browser = await launchBenchChromium();
  try {
    const context = await signedInContext(browser, await signInAdmin(dataDir, cubus.url));
    await context.addInitScript(uploadProbe);
    const page = await context.newPage();
    const result: ConsoleUpload = { bytes: fileBytes, megabytesPerSecondRuns: [], longestTaskRuns: [] };
    for (let run = 0; run < uploads; run++) {
      await page.goto(`${cubus.url}/cubus/imports`);
      await page.getByRole('button', { name: 'New import', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'New import' }).waitFor();
      const chosen = await page.evaluate(() => performance.now());
      await page.locator('.file-upload input[type="file"]').setInputFiles(file);
      const { upAt, longTasks } = await page
        .waitForFunction(
          (since) => {
            const { changes, longTasks } = (
              window as unknown as {
                cubusUpload: { changes: [string, number][]; longTasks: [number, number][] };
              }
            ).cubusUpload;
            const began = changes.findIndex(([status, at]) => at > since && status.startsWith('Uploading'));
            const up = changes.slice(began).find(([status]) => !/Uploading|Checking/.test(status));
            return began >= 0 && up
              ? { upAt: up[1], longTasks: longTasks.filter(([at]) => at >= since && at < up[1]) }
              : undefined;
          },
          chosen,
          { timeout: 120_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<{ upAt: number; longTasks: [number, number][] }>);
      result.megabytesPerSecondRuns.push(fileBytes / 1e6 / ((upAt - chosen) / 1000));
      result.longestTaskRuns.push(Math.max(0, ...longTasks.map(([, duration]) => duration)));
    }
    return result;
  } finally {
    await browser.close();
    await cubus.stop();
    await rm(file, { force: true });
  }
}
