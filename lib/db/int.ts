// PostgreSQL's `integer`, the type of every sequence number and version: a value past it is a wrong request, never a
// failed query.
export const PG_INT_MAX = 2_147_483_647;
