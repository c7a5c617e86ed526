/** One step: a statement, or statements that commit together (see journalMigrate.ts). */
export type JournalMigration = string | readonly string[]

/**
 * The journal's schema, one statement per step, applied once each in order. Append only: a
 * deployed journal has run the earlier steps (data is kept; new columns come with new steps).
 */
export const journalMigrations: readonly JournalMigration[] = [
  `create table build_attempts (
     attempt_id text primary key,
     depositor text not null,
     request jsonb not null,
     started_at bigint not null,
     status text not null,
     order_id text,
     response jsonb,
     error jsonb,
     built_at bigint,
     deadline bigint
   )`,
  'create index build_attempts_by_order on build_attempts (order_id)',
  'create index build_attempts_by_depositor on build_attempts (depositor, started_at desc)',
  // Attempts within one second keep the order they were made in.
  'alter table build_attempts add column seq bigserial',
  // Outcome safety (README, Build safety): what a lookup may adopt, and what caps count.
  'alter table build_attempts add column trade_key text',
  'alter table build_attempts add column src_chain_id bigint',
  'alter table build_attempts add column refund_addr text',
  'alter table build_attempts add column client_id text',
  // Order ids of the depositor's pending orders for the trade, listed before the build was sent.
  'alter table build_attempts add column snapshot jsonb',
  'alter table build_attempts add column candidates jsonb',
  `update build_attempts set
     src_chain_id = (request->'srcToken'->>'chainId')::bigint,
     trade_key = concat_ws(':',
       request->'srcToken'->>'chainId',
       case when request->'srcToken'->>'token' like '0x%' then lower(request->'srcToken'->>'token') else request->'srcToken'->>'token' end,
       request->'dstToken'->>'chainId',
       case when request->'dstToken'->>'token' like '0x%' then lower(request->'dstToken'->>'token') else request->'dstToken'->>'token' end,
       request->>'amount')
   where trade_key is null and request->'srcToken'->>'token' is not null and request->>'amount' is not null`,
  `create index build_attempts_unresolved on build_attempts (depositor, trade_key) where status in ('pending', 'unknown', 'ambiguous')`,
  // v1 submits (v1/v1SubmitJournal.ts): one row per quote and route, from its build on.
  `create table if not exists v1_submits (
     quote_id text not null,
     route_id text not null,
     address text,
     status text not null,
     request jsonb,
     response jsonb,
     error jsonb,
     order_id text,
     attempts int not null default 0,
     updated_at bigint not null,
     primary key (quote_id, route_id)
   )`,
  // Webhooks (webhooks/webhookOutbox.ts): one row per event and receiver URL, kept once sent.
  `create table if not exists webhook_outbox (
     event_id text not null,
     url text not null,
     type text not null,
     payload jsonb not null,
     created_at bigint not null,
     attempts int not null default 0,
     next_attempt_at bigint not null,
     claimed_by text,
     claimed_until bigint,
     delivered_at bigint,
     failed_at bigint,
     last_error text,
     primary key (event_id, url)
   )`,
  `create index if not exists webhook_outbox_due on webhook_outbox (next_attempt_at) where delivered_at is null and failed_at is null`,
]
