import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where `startApp` keeps the data dir of one first start, to copy for the next installs. */
    templatesDir: string;
  }
}

/** A folder for the run's first-start template (made on first use), removed after the run. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'cubus-test-templates-'));
  project.provide('templatesDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
