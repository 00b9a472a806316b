import { LIMITS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { cappedCountSql, pageSql } from './list';

const dialect = new PgDialect();

describe('list statements', () => {
  it('write the first page at the default size as constants, so PostgreSQL keeps its plan', () => {
    const first = dialect.sqlToQuery(pageSql(1, LIMITS.pageSizeDefault));
    expect(first).toEqual({ sql: `limit ${LIMITS.pageSizeDefault}`, params: [] });
  });

  it('pass other pages and sizes as parameters, so a connection keeps one statement per list', () => {
    expect(dialect.sqlToQuery(pageSql(3, LIMITS.pageSizeDefault)).params).toEqual([
      LIMITS.pageSizeDefault,
      2 * LIMITS.pageSizeDefault,
    ]);
    expect(dialect.sqlToQuery(pageSql(1, 7)).params).toEqual([7, 0]);
  });

  it('write the count cap as a constant', () => {
    const count = dialect.sqlToQuery(cappedCountSql(sql`from clients`, 10));
    expect(count.sql).toContain('limit 11');
  });
});
