import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the stub saw it. */
export interface SeenRequest {
  method: string;
  /** Path and query, e.g. /site/api/v1/member/info. */
  url: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, or undefined when there was none. */
  body: unknown;
}

export type StubHandler = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

export interface PlatformStub {
  baseUrl: string;
  seen: SeenRequest[];
  /** Answers every following request. */
  handle: (handler: StubHandler) => void;
  close: () => Promise<void>;
}

/** Sends a JSON body with `status` (default 200). */
export function sendJson(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A real HTTP server on 127.0.0.1 standing in for the platform API in the api client's
 * tests (ky style: test against a server, not a mocked fetch).
 */
export async function startPlatformStub(): Promise<PlatformStub> {
  let handler: StubHandler = (_request, response) =>
    sendJson(response, { status_code: 6000, data: null, message: '成功' });
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      seen.push(request);
      void Promise.resolve(handler(request, res)).catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
