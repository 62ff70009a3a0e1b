import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the receiver got. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A local webhook receiver for one test: where it listens, what it got, and how to stop it. */
export interface Receiver {
  received: Received[];
  /** `http://127.0.0.1:{port}/hook`, for a route's URL. */
  url: string;
  /** What the next POSTs are answered: 204 with no body unless a test changes it. */
  answer: { status: number; body: string };
  close: () => Promise<void>;
}

/** A receiver on 127.0.0.1 for this test only: records every POST and answers `answer` (204 at first). */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answer = { status: 204, body: '' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({ path: req.url ?? '', headers: req.headers, body: text ? (JSON.parse(text) as unknown) : null });
      res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: `http://127.0.0.1:${port}/hook`,
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
