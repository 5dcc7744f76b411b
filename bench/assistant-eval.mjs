// npm run eval:assistant — the assistant's evaluation set (worker/src/ai/assistant-eval.ts, issue 41)
// answered by the configured model (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL: a hosted API,
// Ollama or llama.cpp's server) and by the offline interpreter, printing each one's success rate
// and median latency. Without a key, the offline figures alone. Build first (node scripts/build.mjs).
import { parseEnv } from '../shared/dist/index.js';
import { applies, barber, CASES, matches } from '../worker/dist/ai/assistant-eval.js';
import { LlmWriter } from '../worker/dist/ai/llm-writer.js';
import { OfflineComposer } from '../worker/dist/ai/offline/index.js';

const env = parseEnv(process.env);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

async function run(name, answer) {
  let passed = 0;
  const times = [];
  const missed = [];
  for (const [request, expected] of CASES) {
    const document = barber();
    const started = performance.now();
    const result = await answer(request, document);
    times.push(performance.now() - started);
    if (matches(result.operations, expected) && applies(document, result.operations)) passed++;
    else missed.push(request);
  }
  console.log(
    `assistant eval, ${name}: ${passed}/${CASES.length} = ${Math.round((passed / CASES.length) * 100)} % right, median ${median(times).toFixed(1)} ms per request`,
  );
  if (process.env.VERBOSE && missed.length) console.log(`  missed: ${missed.join(' | ')}`);
}

const offline = new OfflineComposer();
await run('offline interpreter', (request, document) => offline.assist(request, document));
if (env.OPENAI_API_KEY) {
  // The prompt store serves generation's prompts, which the assistant does not use.
  const writer = new LlmWriter({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL }, null, new OfflineComposer());
  await run(`model ${env.OPENAI_MODEL} at ${env.OPENAI_BASE_URL ?? 'api.openai.com'} (offline fallback when its answer breaks a rule twice)`, (request, document) =>
    writer.assist(request, document),
  );
} else {
  console.log('assistant eval, model: no OPENAI_API_KEY set, so only the offline figures (set it, and OPENAI_BASE_URL for Ollama or llama.cpp, to measure a model)');
}
