/** @jest-environment node */
import { judgeRanking, summarize } from './judge';

const query = { locale: 'en', kind: 'name', query: 'futura pro', relevant: { 'en/global/products/futura-pro': 3, 'en/global/products/futura': 1 } };

describe('judgeRanking', () => {
  it('scores the ideal order 1 and counts a first hit of the best grade as a success', () => {
    expect(judgeRanking(query, ['en/global/products/futura-pro', 'en/global/products/futura'])).toMatchObject({ success: true, ndcg: 1 });
  });

  it('discounts a lower grade first, and scores an empty answer 0', () => {
    const swapped = judgeRanking(query, ['en/global/products/futura', 'en/global/products/futura-pro']);
    expect(swapped.success).toBe(false);
    expect(swapped.ndcg).toBeCloseTo((1 + 7 / Math.log2(3)) / (7 + 1 / Math.log2(3)), 10);
    expect(judgeRanking(query, [])).toMatchObject({ success: false, ndcg: 0 });
    expect(summarize([judgeRanking(query, ['en/global/products/futura-pro']), judgeRanking(query, [])])).toEqual({ queries: 2, successAt1: 0.5, ndcgAt10: expect.closeTo(0.5 * (7 / (7 + 1 / Math.log2(3))), 10) });
  });
});
