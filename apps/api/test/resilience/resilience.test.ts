import { describe } from 'vitest';
import { crashDurabilitySuites } from './crash-durability.ts';
import { databaseOutageSuites } from './database-outage.ts';
import { gracefulShutdownSuites } from './graceful-shutdown.ts';

/**
 * The tests of failure, in one file: each starts its own PostgreSQL cluster and server processes
 * under load, so they run one after the other on one worker, while the other worker takes the
 * API files. (One file, because Vitest runs a project limited to one worker in a group of its
 * own, after the others, and a project whose files share modules cannot be limited at all.)
 */
describe('database outage', databaseOutageSuites);
describe('graceful shutdown', gracefulShutdownSuites);
describe('crash durability', crashDurabilitySuites);
