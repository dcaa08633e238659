import { describe, expect, it } from 'vitest';
import { isIndexedWord, searchScopeOf, searchTermsOf } from '../src/repositories/articles.js';

// Help search's reading of the words typed (ADR 0043): what goes to the full-text index, scoped by the practice's
// token, and what stays a substring the matched rows must hold.

const practiceId = '665000008999b18b99e93249';
const scope = { practiceIds: [practiceId], library: 'help' as const };
const token = `z${practiceId}help`;

describe('help search terms', () => {
  it('names a practice library by one token of letters and digits', () => {
    expect(searchScopeOf(practiceId, 'help')).toBe(token);
    expect(searchScopeOf(practiceId, 'blog')).toMatch(/^z[0-9a-f]{24}blog$/);
    expect(isIndexedWord(token)).toBe(true);
  });

  it('requires the scope and each indexed word as a prefix; short words and stopwords stay substrings', () => {
    expect(searchTermsOf(scope, ['sleep', 'routine'])).toEqual({
      against: `+(${token}) +sleep* +routine*`,
      substrings: [],
    });
    expect(searchTermsOf(scope, ['how', 'to', 'tv', 'invite', 'with'])).toEqual({
      against: `+(${token}) +invite*`,
      substrings: ['how', 'to', 'tv', 'with'],
    });
    expect(searchTermsOf(scope, ['100%', 'under_score', "don't", 'café'])).toEqual({
      against: `+(${token}) +café*`,
      substrings: ['100%', 'under_score', "don't"],
    });
    expect(searchTermsOf(scope, ['tv', 'ok'])).toEqual({ against: null, substrings: ['tv', 'ok'] });
    expect(searchTermsOf(scope, ['x'.repeat(85)]).against).toBeNull();
  });

  it('drops the operators typed, so none reaches the query and none widens it', () => {
    expect(searchTermsOf(scope, ['+sleep*', '-routine', '"dark"', '~(cool)', '<bed>', '@8'])).toEqual({
      against: `+(${token}) +sleep* +routine* +dark* +cool* +bed*`,
      substrings: ['8'],
    });
    expect(searchTermsOf(scope, ['*', '+', '~'])).toEqual({ against: null, substrings: [] });
  });

  it('names several practices as one required choice', () => {
    const other = '665000008999b18b99e9324a';
    expect(searchTermsOf({ practiceIds: [practiceId, other], library: 'blog' }, ['sleep']).against).toBe(
      `+(z${practiceId}blog z${other}blog) +sleep*`,
    );
  });
});
