// One autocannon run in a process of its own (bench/lib.mjs `load`, decision 142): options as JSON in
// argv[2], the summary ({ rps, p50, p99, errors, non2xx, requests }) as JSON on stdout.
import autocannon from 'autocannon';
import { summarize } from './lib.mjs';

const result = await autocannon(JSON.parse(process.argv[2]));
process.stdout.write(JSON.stringify(summarize(result)));
