export type SqlQuery = <row>(sql: string, params?: unknown[]) => Promise<{ rows: row[] }>

/** The smallest SQL surface the journal needs; PGlite and node-postgres both provide it. */
export type SqlClient = {
  query: SqlQuery
  /**
   * Runs `work` on one connection held for its whole duration (a transaction or a session-level
   * advisory lock needs that; `query` may use any connection of the pool).
   */
  session<result>(work: (query: SqlQuery) => Promise<result>): Promise<result>
  close(): Promise<void>
}
