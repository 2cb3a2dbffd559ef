import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';

const port = Number(process.env.PORT ?? 3000);
const app = createApp({ staticDir: resolve(import.meta.dirname, '../../dist') });

const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Contest site listening on http://localhost:${info.port}`);
});

const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
