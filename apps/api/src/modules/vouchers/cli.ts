import { loadConfig } from '../../config.ts';
import { runVoucherCli } from './run-voucher-cli.ts';

/**
 * `npm run vouchers -- create --course <slug> --count 100 [--uses 1] [--expires 2027-01-31]
 * [--with-redemption-code] [--out file.csv]` and friends (see USAGE in run-voucher-cli.ts).
 */
const write = (stream: NodeJS.WriteStream) => (text: string) => new Promise<void>((resolve) => stream.write(text, () => resolve()));

let config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
}
const code = await runVoucherCli(process.argv.slice(2), { config, io: { stdout: write(process.stdout), stderr: write(process.stderr) } });
process.exit(code);
