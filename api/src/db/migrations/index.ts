import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261120224603 } from './Migration20261120224603.js';
import { Migration20261120230102 } from './Migration20261120230102.js';
import { Migration20261120231519 } from './Migration20261120231519.js';
import { Migration20261120234500 } from './Migration20261120234500.js';
import { Migration20261120235000 } from './Migration20261120235000.js';
import { Migration20261121001739 } from './Migration20261121001739.js';
import { Migration20261121011000 } from './Migration20261121011000.js';
import { Migration20261121100000 } from './Migration20261121100000.js';
import { Migration20261121200000 } from './Migration20261121200000.js';
import { Migration20261121200100 } from './Migration20261121200100.js';
import { Migration20261122100000 } from './Migration20261122100000.js';
import { Migration20261122200000 } from './Migration20261122200000.js';
import { Migration20261122210000 } from './Migration20261122210000.js';
import { Migration20261122220000 } from './Migration20261122220000.js';
import { Migration20261122250000 } from './Migration20261122250000.js';
import { Migration20261122300000 } from './Migration20261122300000.js';
import { Migration20261122500000 } from './Migration20261122500000.js';
import { Migration20261126100000 } from './Migration20261126100000.js';

/** Applied in this order at start; add each new migration here. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261120224603', class: Migration20261120224603 },
  { name: 'Migration20261120230102', class: Migration20261120230102 },
  { name: 'Migration20261120231519', class: Migration20261120231519 },
  { name: 'Migration20261120234500', class: Migration20261120234500 },
  { name: 'Migration20261120235000', class: Migration20261120235000 },
  { name: 'Migration20261121001739', class: Migration20261121001739 },
  { name: 'Migration20261121011000', class: Migration20261121011000 },
  { name: 'Migration20261121100000', class: Migration20261121100000 },
  { name: 'Migration20261121200000', class: Migration20261121200000 },
  { name: 'Migration20261121200100', class: Migration20261121200100 },
  { name: 'Migration20261122100000', class: Migration20261122100000 },
  { name: 'Migration20261122200000', class: Migration20261122200000 },
  { name: 'Migration20261122210000', class: Migration20261122210000 },
  { name: 'Migration20261122220000', class: Migration20261122220000 },
  { name: 'Migration20261122250000', class: Migration20261122250000 },
  { name: 'Migration20261122300000', class: Migration20261122300000 },
  { name: 'Migration20261122500000', class: Migration20261122500000 },
  { name: 'Migration20261126100000', class: Migration20261126100000 },
];
