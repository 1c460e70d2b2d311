// npm run pairings -- --players N
// Prints the round robin (circle method, event-rules §6) as one JSON line:
// {"rounds":[[[a,b],...],...]} with seats 1..N and null for the bye. Exit 2 on bad arguments.
import { parseArgs } from "node:util";
import { MAX_PLAYERS, pairingError, roundRobin } from "@/engine/tournament";

const USAGE = `Usage: npm run pairings -- --players N   (2 ≤ N ≤ ${MAX_PLAYERS})`;

function main(): number {
  let players: string | undefined;
  try {
    players = parseArgs({
      args: process.argv.slice(2),
      options: { players: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }).values.players;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (players === undefined || !/^\d+$/.test(players.trim())) {
    console.error(
      `--players must be a whole number, got ${players === undefined ? "nothing" : `"${players}"`}\n${USAGE}`,
    );
    return 2;
  }
  const n = Number(players);
  const refused = pairingError(n, MAX_PLAYERS);
  if (refused) {
    console.error(`--players must be between 2 and ${MAX_PLAYERS}, got ${n}\n${USAGE}`);
    return 2;
  }
  console.log(JSON.stringify({ rounds: roundRobin(n) }));
  return 0;
}

process.exitCode = main();
