import { loadConfig } from '../config.js';
import { ormConfig } from './mikro-orm.config.js';

/** For the MikroORM CLI only (migration:create): DATABASE_URL, or a scratch database on the local server. */
export default ormConfig(loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/civic_dev');
