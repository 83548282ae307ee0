import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { repoRoot } from '../config.js';
import { createInProcessPubSub } from '../shared/pubsub.js';
import { createSchema } from './schema.js';

/** Writes schema.graphql at the repository root; CI fails when it differs from the committed one. */
const schema = lexicographicSortSchema(await createSchema(createInProcessPubSub()));
const target = path.join(repoRoot, 'schema.graphql');
await writeFile(target, printSchema(schema) + '\n');
console.log(`wrote ${target}`);
