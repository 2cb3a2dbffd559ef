import { spawn } from 'node:child_process';

/**
 * Starts the local service on the built `dist/` for a check: one process (no npx wrapper), so that `stop()`
 * ends it; port 0 takes any free port. Resolves once it listens, with the port it took.
 */
export async function startService({ port, dataDir, staticDir }) {
  const service = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      CONTEST_DATA_DIR: dataDir,
      ...(staticDir ? { CONTEST_STATIC_DIR: staticDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listening = await new Promise((resolve, reject) => {
    service.stdout.on('data', (data) => {
      const address = /listening on http:\/\/localhost:(\d+)/.exec(String(data));
      if (address) resolve(Number(address[1]));
    });
    service.on('exit', (code) => reject(new Error(`the service exited with ${code}`)));
  });
  return { port: listening, stop: () => service.kill('SIGTERM') };
}
