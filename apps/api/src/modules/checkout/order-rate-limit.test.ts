import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLearner, createPricedCourse, type PricedCourse } from './checkout.fixtures.ts';

/**
 * POST /api/orders allows 30 orders a minute per learner. Behind a proxy or a NAT many
 * learners share one IP, so the count is per authenticated learner, never per address (in
 * the multi-server test every learner comes through one proxy).
 */
describe('order rate limit', () => {
  let t: TestApp;
  let course: PricedCourse;
  beforeAll(async () => {
    t = await createTestApp();
    course = await createPricedCourse(t.app.db, { prices: [{ price: 150_000 }] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts per learner: the 31st order of one learner is refused, another learner on the same IP still orders', async () => {
    const order = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/orders', remoteAddress: '203.0.113.7', headers: bearer(token), payload: { items: [{ priceId: course.priceIds[0] }] } });
    const a = await t.login((await createLearner(t.app.db)).email);
    const b = await t.login((await createLearner(t.app.db)).email);
    // The first makes the order; the same cart again answers that open order (decision 251), and counts too.
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) answers.push((await order(a)).statusCode);
    expect(answers).toEqual([201, ...Array<number>(29).fill(200)]);
    const refused = await order(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await order(b)).statusCode).toBe(201);
  });
});
