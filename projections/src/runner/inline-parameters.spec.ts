import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { inlineParameters } from './inline-parameters.js';

const escapeLiteral = (value: string) => pg.Client.prototype.escapeLiteral(value);
const inline = (text: string, values?: unknown[]) => inlineParameters(text, values, escapeLiteral);

describe('writing a statement’s parameters in as literals', () => {
  it('writes each value as the quoted text node-postgres would send, and null as NULL', () => {
    expect(inline('SELECT $1::int, $2::text, $3::text[], $4::uuid', [7, "it's", ['a', null], null])).toBe(
      `SELECT '7'::int, 'it''s'::text, '{"a",NULL}'::text[], NULL::uuid`,
    );
  });

  it('tells $1 from $10, and leaves a placeholder-like text inside a value alone', () => {
    const values = ['$2', 2, 3, 4, 5, 6, 7, 8, 9, 'ten'];
    expect(inline('SELECT $10, $1', values)).toBe(`SELECT 'ten', '$2'`);
  });

  it('escapes backslashes whatever the server’s setting', () => {
    expect(inline('SELECT $1', ['a\\b'])).toBe("SELECT  E'a\\\\b'");
  });

  it('declines what it cannot write in safely', () => {
    expect(inline(`SELECT $1 || '$1'`, ['x'])).toBeNull();
    expect(inline('SELECT $$ $1 $$', ['x'])).toBeNull();
    expect(inline('SELECT $1::bytea', [Buffer.from('x')])).toBeNull();
    expect(inline('SELECT $1, $2', ['only one'])).toBeNull();
    expect(inline('SELECT $1', ['x'.repeat(20_000)])).toBeNull();
  });

  it('leaves a statement without parameters as it is', () => {
    expect(inline('SELECT 1')).toBe('SELECT 1');
  });
});
