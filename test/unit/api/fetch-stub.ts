// A fetch double for the api tests: answers in order, records every request the client sends.
import { vi, type Mock } from 'vitest';

export type Answer = Response | Error | 'hang' | ((request: Request) => Response | Promise<Response>);

export interface SentRequest {
  method: string;
  url: URL;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  credentials: RequestCredentials;
  contentType: string;
  /** Body fields, from an urlencoded or a multipart body. */
  fields: Record<string, string>;
  files: Record<string, Blob>;
  bodyText: string;
}

export type FetchStub = Mock<(request: Request) => Promise<Response>>;

/** JSON the way a PHP backend answers it: as text/html. */
export function jsonAnswer(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export function textAnswer(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

function hang(request: Request): Promise<Response> {
  // Never answers; rejects like a real fetch when the client aborts it.
  return new Promise((_resolve, reject) => {
    if (request.signal.aborted) reject(new DOMException('aborted', 'AbortError'));
    request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

/** Stubs globalThis.fetch; the last answer repeats when calls outnumber answers. */
export function stubFetch(...answers: Answer[]): FetchStub {
  let index = 0;
  const stub: FetchStub = vi.fn(async (request: Request) => {
    const answer = answers[Math.min(index, answers.length - 1)] ?? textAnswer('');
    index += 1;
    if (answer === 'hang') return hang(request);
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer.clone();
    return answer(request);
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

export async function sent(stub: FetchStub, call = 0): Promise<SentRequest> {
  const args = stub.mock.calls[call];
  if (!args) throw new Error(`fetch was called ${stub.mock.calls.length} times, no call #${call}`);
  const request = args[0].clone();
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type') ?? '';
  const fields: Record<string, string> = {};
  const files: Record<string, Blob> = {};
  let bodyText = '';
  if (contentType.startsWith('multipart/form-data')) {
    const form = await request.formData();
    form.forEach((value, name) => {
      if (typeof value === 'string') fields[name] = value;
      else files[name] = value;
    });
  } else if (request.method !== 'GET') {
    bodyText = await request.text();
    new URLSearchParams(bodyText).forEach((value, name) => (fields[name] = value));
  }
  return {
    method: request.method,
    url,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: request.headers,
    credentials: request.credentials,
    contentType,
    fields,
    files,
    bodyText,
  };
}
