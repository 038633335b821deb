import { startBare, startCubus } from './server-process';
import { median } from './stats';

export interface ColdStart {
  runs: number;
  cubusMs: number[];
  bareMs: number[];
  cubusMedianMs: number;
  bareMedianMs: number;
}

/**
 * Time from spawning the built server on an existing, seeded data dir until /api/health answers,
 * beside the same for a bare Fastify process.
 */
export async function coldStart(dataDir: string, runs = 5): Promise<ColdStart> {
  const cubusMs: number[] = [];
  const bareMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cubus = await startCubus(dataDir);
    cubusMs.push(cubus.readyAfter);
    await cubus.stop();
    const bare = await startBare('{}');
    bareMs.push(bare.readyAfter);
    await bare.stop();
  }
  return { runs, cubusMs, bareMs, cubusMedianMs: median(cubusMs), bareMedianMs: median(bareMs) };
}
