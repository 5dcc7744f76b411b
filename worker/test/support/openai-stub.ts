import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown>; strict?: boolean } };
    /** Function tools offered (function calling). */
    tools?: { type: 'function'; function: { name: string; description?: string; parameters: Record<string, unknown> } }[];
    tool_choice?: unknown;
  };
  receivedAt: number;
}

export interface OpenAiStub {
  baseURL: string;
  requests: StubRequest[];
  /** The next N requests fail with this status (429, 500...). */
  failNext(count: number, status: number): void;
  stop(): Promise<void>;
}

/** An answer given as a call of one of the offered tools instead of content. */
export interface StubToolCall {
  toolCall: { name: string; arguments: unknown };
}

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1. `answer` gives the JSON content for
 * the requested schema name (the content kind), or `{ toolCall }` to answer with a function call
 * (the kind is then the first offered tool's name); `delayMs` holds every answer back.
 */
export async function startOpenAiStub(options: { answer: (kind: string, request: StubRequest) => unknown | Promise<unknown>; delayMs?: number }): Promise<OpenAiStub> {
  const requests: StubRequest[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse(await read(req)) as StubRequest['body'];
    const request: StubRequest = { path: req.url ?? '', authorization: req.headers.authorization, body, receivedAt: Date.now() };
    requests.push(request);
    if (failures.count > 0) {
      failures.count--;
      res.writeHead(failures.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'try later', type: 'stub' } }));
      return;
    }
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    const kind = body.response_format?.json_schema?.name ?? body.tools?.[0]?.function.name ?? 'unknown';
    const answer = await options.answer(kind, request);
    const call = answer && typeof answer === 'object' && 'toolCall' in answer ? (answer as StubToolCall).toolCall : null;
    const message = call
      ? {
          role: 'assistant',
          content: null,
          refusal: null,
          tool_calls: [{ id: `call_${requests.length}`, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.arguments) } }],
        }
      : { role: 'assistant', content: JSON.stringify(answer), refusal: null };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, finish_reason: call ? 'tool_calls' : 'stop', message }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext(count, status) {
      failures = { count, status };
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
