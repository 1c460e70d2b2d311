// A draft night on whatever DATABASE_URL points at, for tests whose app runs its own embedded
// PostgreSQL (the fault tests): run with `node --import tsx`, prints one JSON line.
import { closePool } from "@/lib/db/pool";
import { db } from "@/lib/db/client";
import { draftNight } from "../drafts/setup";

const players = Number(process.argv[2] ?? 3);
const night = await draftNight(players);
const start = await night.current();
console.log(
  JSON.stringify({
    eventId: night.event.id,
    joinCode: night.event.joinCode,
    draftId: night.draftId,
    devices: night.devices,
    seq: start.seq,
    active: start.state.active,
    table: start.state.table,
  }),
);
await Promise.all([closePool(), db().$disconnect()]);
