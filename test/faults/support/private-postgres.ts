import { execFile } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../server/test/support/free-port.js';

const exec = promisify(execFile);

/** The newest installed PostgreSQL's programs (Debian: /usr/lib/postgresql/<major>/bin). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = (() => {
    try {
      return readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(a) - Number(b));
    } catch {
      return [];
    }
  })();
  if (!majors.length) throw new Error('PostgreSQL server programs not found under /usr/lib/postgresql (apt-get install postgresql)');
  return join(root, majors.at(-1)!, 'bin');
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, on a free port), so a
 * test can stop and restart it while other suites keep using the shared one. initdb refuses to
 * run as root: as root, the cluster belongs to the `postgres` OS user and runs through runuser.
 */
export class PrivatePostgres {
  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly asUser: string[],
  ) {}

  static async start(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'frontdoor-pg-'));
    const root = process.getuid?.() === 0;
    if (root) {
      const { stdout } = await exec('id', ['-u', 'postgres']);
      const { stdout: gid } = await exec('id', ['-g', 'postgres']);
      chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
      chmodSync(dir, 0o700);
    }
    const postgres = new PrivatePostgres(await freePort(), dir, root ? ['runuser', '-u', 'postgres', '--'] : []);
    await postgres.command('initdb', ['-D', postgres.data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    await postgres.start();
    return postgres;
  }

  private get data(): string {
    return join(this.dir, 'data');
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** A database URL on this cluster. */
  database(name: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${name}`;
  }

  private async command(program: string, args: string[]): Promise<void> {
    const [file, ...rest] = [...this.asUser, join(binDir(), program), ...args];
    await exec(file!, rest, { cwd: this.dir });
  }

  async start(): Promise<void> {
    // fsync=off is safe here: the machine does not crash, only the postmaster stops. (Not
    // synchronous_commit=off: an immediate stop would lose commits already acknowledged.)
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off`;
    await this.command('pg_ctl', ['-D', this.data, '-o', options, '-l', join(this.dir, 'log'), '-w', '-t', '30', 'start']);
  }

  /** Stops it the way a crash or `kill -9` of the postmaster would: no checkpoint, every connection cut. */
  async stop(): Promise<void> {
    await this.command('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  }

  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
