// The process tests/engine-games/bots.test.ts kills (kill -9) while its bots move: it opens a table of
// four bots (argv: the kind, the organizer, the event, for Kartomantik the four seats), prints
// "opened <gameId>" and lives on while its bot driver plays. Run with `node --import tsx`.
import { openTable } from "@/lib/kartomantik/games/play";
import { openOrganizerTable } from "@/lib/incantesium/open";

const [kind, organizerId, eventId, ...seatIds] = process.argv.slice(2) as [string, string, string, ...string[]];
const { gameId } =
  kind === "kartomantik"
    ? await openTable(organizerId, eventId, {
        mode: "ffa",
        seats: seatIds.map((seatId) => ({ seatId, bot: "greedy" })),
      })
    : await openOrganizerTable(organizerId, eventId, {
        mode: "ffa",
        seats: [0, 1, 2, 3].map(() => ({ bot: "heuristic" })),
      });
console.log(`opened ${gameId}`);
// Alive until killed, whatever the driver does.
setInterval(() => {}, 60_000);
