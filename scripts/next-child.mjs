// Runs `next <command>` in a child that dies with its parent: when the run command is killed
// (even with SIGKILL) the IPC channel closes and this process exits, freeing the port.
import path from "node:path";
import { pathToFileURL } from "node:url";

process.on("disconnect", () => process.exit(0));
const bin = path.resolve("node_modules/next/dist/bin/next");
process.argv = [process.argv[0], bin, ...process.argv.slice(2)];
await import(pathToFileURL(bin).href);
