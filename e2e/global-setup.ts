import type { TestProject } from 'vitest/node';
import { startCubus } from './support/cubus-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
    dataDir: string;
  }
}

/** One built Cubus for the whole browser run, on its own data dir, stopped at the end. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cubus = await startCubus();
  project.provide('baseUrl', cubus.baseUrl);
  project.provide('adminPassword', cubus.adminPassword);
  project.provide('dataDir', cubus.dataDir);
  return cubus.stop;
}
