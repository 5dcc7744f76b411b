// bench/serve's second reference: a bare Node `http` server, in its own process, answering every
// request with the bytes and headers the app sends for the published page (argv: body file,
// headers as JSON, port). No routing, no cache lookups: what Node itself costs per request.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [bodyFile, headersJson, port] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = Object.entries(JSON.parse(headersJson)).flat();
createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('listening'));
