import dns2 from 'dns2';

type RecordType = 'A' | 'AAAA' | 'CNAME' | 'TXT' | 'NS';

/** A DNS zone the test edits while the app checks it. */
export interface TestDns {
  /** host:port, for DOMAIN_DNS_SERVERS. */
  server: string;
  /** Sets a name's records of one type (an empty list removes them). */
  set(name: string, type: RecordType, values: string[]): void;
  /** Removes every record of a name. */
  clear(name: string): void;
  close(): Promise<void>;
}

/**
 * A real DNS server on 127.0.0.1 (dns2, over UDP) answering from records the test sets: A and
 * AAAA questions follow CNAMEs within the zone, as a recursive resolver would; a name with no
 * records at all is NXDOMAIN.
 */
export async function startTestDns(): Promise<TestDns> {
  const records = new Map<string, string[]>();
  const key = (name: string, type: RecordType) => `${name.toLowerCase().replace(/\.$/, '')}|${type}`;
  const get = (name: string, type: RecordType) => records.get(key(name, type)) ?? [];
  const exists = (name: string) => (['A', 'AAAA', 'CNAME', 'TXT', 'NS'] as const).some((type) => get(name, type).length);
  const { TYPE, CLASS } = dns2.Packet;

  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const answer = (name: string, type: number, data: Record<string, unknown>) =>
        // dns2's types ask for the encoder's own toBuffer; plain answers are what it encodes.
        response.answers.push({ name, type, class: CLASS.IN, ttl: 0, ...data } as unknown as (typeof response.answers)[number]);
      if (question) {
        let name = question.name.toLowerCase();
        if (question.type === TYPE.TXT) for (const data of get(name, 'TXT')) answer(name, TYPE.TXT, { data });
        if (question.type === TYPE.NS) for (const ns of get(name, 'NS')) answer(name, TYPE.NS, { ns });
        if (question.type === TYPE.CNAME) for (const domain of get(name, 'CNAME')) answer(name, TYPE.CNAME, { domain });
        if (question.type === TYPE.A || question.type === TYPE.AAAA) {
          for (let hops = 0; hops < 8 && get(name, 'CNAME').length; hops++) {
            const domain = get(name, 'CNAME')[0]!;
            answer(name, TYPE.CNAME, { domain });
            name = domain.toLowerCase();
          }
          const type = question.type === TYPE.A ? 'A' : 'AAAA';
          for (const address of get(name, type)) answer(name, question.type, { address });
        }
        if (!response.answers.length && !exists(question.name)) response.header.rcode = 3;
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    server: `127.0.0.1:${addresses.udp?.port}`,
    set: (name, type, values) => (values.length ? records.set(key(name, type), values) : records.delete(key(name, type))),
    clear: (name) => {
      for (const type of ['A', 'AAAA', 'CNAME', 'TXT', 'NS'] as const) records.delete(key(name, type));
    },
    close: () => server.close(),
  };
}
