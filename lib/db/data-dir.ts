// The installation's data folder (BAZAAR_DATA_DIR, default .data): the embedded PostgreSQL's files,
// the generated secrets, the demo login.
import path from "node:path";

export const dataDir = () => path.resolve(process.env.BAZAAR_DATA_DIR ?? ".data");
