import { Migration } from '@mikro-orm/migrations';

/** INEC electoral geography: states → LGAs → wards → polling units, keyed by the whole code chain. */
export class Migration20261120230102 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`create table "geo_states" ("code" char(2) not null, "name" text not null, constraint "geo_states_pkey" primary key ("code"));`);

    this.addSql(`create table "geo_lgas" ("state_code" char(2) not null, "code" char(2) not null, "name" text not null, constraint "geo_lgas_pkey" primary key ("state_code", "code"));`);

    this.addSql(`create table "geo_wards" ("state_code" char(2) not null, "lga_code" char(2) not null, "code" char(2) not null, "name" text not null, "senatorial_district_id" int not null, "federal_constituency_id" int not null, "state_constituency_id" int not null, constraint "geo_wards_pkey" primary key ("state_code", "lga_code", "code"));`);
    this.addSql(`create index "geo_wards_name_trgm_index" on "geo_wards" using gin (lower("name") gin_trgm_ops);`);

    this.addSql(`create table "geo_polling_units" ("pu_code" text not null, "state_code" char(2) not null, "lga_code" char(2) not null, "ward_code" char(2) not null, "code" char(3) not null, "name" text not null, "latitude" double precision null, "longitude" double precision null, constraint "geo_polling_units_pkey" primary key ("pu_code"));`);
    this.addSql(`create index "geo_polling_units_name_trgm_index" on "geo_polling_units" using gin (lower("name") gin_trgm_ops);`);
    this.addSql(`create index "geo_polling_units_listing_index" on "geo_polling_units" ("state_code", "lga_code", "ward_code", "code");`);

    this.addSql(`alter table "geo_lgas" add constraint "geo_lgas_state_code_foreign" foreign key ("state_code") references "geo_states" ("code") on update cascade on delete cascade;`);

    this.addSql(`alter table "geo_wards" add constraint "geo_wards_state_code_lga_code_foreign" foreign key ("state_code", "lga_code") references "geo_lgas" ("state_code", "code") on update cascade on delete cascade;`);

    this.addSql(`alter table "geo_polling_units" add constraint "geo_polling_units_state_code_lga_code_ward_code_foreign" foreign key ("state_code", "lga_code", "ward_code") references "geo_wards" ("state_code", "lga_code", "code") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "geo_polling_units" cascade;`);
    this.addSql(`drop table if exists "geo_wards" cascade;`);
    this.addSql(`drop table if exists "geo_lgas" cascade;`);
    this.addSql(`drop table if exists "geo_states" cascade;`);
  }

}
