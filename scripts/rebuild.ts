/**
 * `npm run rebuild`: what a publish in Contentful does, by hand. Asks the
 * running server (HOST, PORT) to rebuild and waits until the new build is live;
 * with no server running, makes the publish build that the next start serves.
 */
import { buildsDirFor, latestBuild, pruneBuilds } from '../server/builds.ts';
import { PUBLISH_PATH, publishSecret, SECRET_HEADER, stagedBuild } from '../server/publish.ts';
import { readEnvOrExit } from '../src/config/env.ts';

const { PORT: port, HOST, SHOP_DIST: distDir } = readEnvOrExit();
const host = ['0.0.0.0', '::'].includes(HOST) ? 'localhost' : HOST;

async function askRunningServer(): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(`http://${host}:${port}${PUBLISH_PATH}?wait=1`, {
      method: 'POST',
      headers: { [SECRET_HEADER]: publishSecret() },
    });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return false;
    throw error;
  }
  const body = (await response.json()) as { status?: string; seconds?: number; error?: string };
  if (response.status === 401)
    throw new Error(
      `the server on ${host}:${port} refused the secret (is CONTENTFUL_WEBHOOK_SECRET the same for both?)`,
    );
  if (!response.ok) throw new Error(body.error ?? `the server answered ${response.status}`);
  console.log(`Rebuilt; the server on ${host}:${port} serves the new build (built in ${body.seconds} s).`);
  return true;
}

try {
  if (!(await askRunningServer())) {
    console.log(`No server on ${host}:${port}: building a publish build for the next start.`);
    const buildsDir = buildsDirFor(distDir);
    const before = latestBuild(distDir, buildsDir);
    const dir = await stagedBuild(buildsDir, before);
    await pruneBuilds(buildsDir, [dir, before]);
    console.log(`Built ${dir}; npm start will serve it.`);
  }
} catch (error) {
  console.error(`Rebuild failed: ${(error as Error).message}`);
  process.exit(1);
}
