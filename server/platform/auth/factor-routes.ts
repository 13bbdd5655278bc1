/**
 * TOTP factors of the signed-in user (/factors): enrol, list, unenrol, challenge, verify.
 * Factor ids in the path are canonical UUIDs; failed verifications are limited per factor
 * and per user.
 */
import { requireUuidParam } from './identifiers.ts';
import { challenge, enroll, unenroll, verify } from './factors.ts';
import { readJsonObject } from './request-body.ts';
import type { AuthRoute } from './router.ts';
import { factorJson, listFactors } from './tokens.ts';

export const factorRoutes: AuthRoute[] = [
  {
    method: 'POST',
    path: '/factors',
    async handle({ api, req, res }) {
      const caller = await api.requireCaller(req);
      const enrolled = await enroll(api.ctx, caller, await readJsonObject(req), api.totpIssuer(req));
      await api.audit(req, { action: 'factor_in_progress', actorId: caller.user.id, actorEmail: caller.user.email, traits: { factor_id: enrolled.id, factor_type: enrolled.type } });
      api.send(req, res, 200, enrolled);
    },
  },
  {
    method: 'GET',
    path: '/factors',
    async handle({ api, req, res }) {
      const { user } = await api.requireUser(req);
      api.send(req, res, 200, (await listFactors(api.ctx.db.admin, user.id)).map(factorJson));
    },
  },
  {
    method: 'DELETE',
    path: '/factors/:factor_id',
    async handle({ api, req, res, params }) {
      const caller = await api.requireCaller(req);
      const factorId = requireUuidParam(params.factor_id, 'factor_id');
      const removed = await unenroll(api.ctx, caller, factorId);
      await api.audit(req, { action: 'factor_unenrolled', actorId: caller.user.id, actorEmail: caller.user.email, traits: { factor_id: factorId } });
      api.send(req, res, 200, removed);
    },
  },
  {
    method: 'POST',
    path: '/factors/:factor_id/challenge',
    async handle({ api, req, res, params }) {
      const caller = await api.requireCaller(req);
      const factorId = requireUuidParam(params.factor_id, 'factor_id');
      await readJsonObject(req);
      api.send(req, res, 200, await challenge(api.ctx, caller, factorId, api.clientInfo(req)));
    },
  },
  {
    method: 'POST',
    path: '/factors/:factor_id/verify',
    async handle({ api, req, res, params }) {
      const caller = await api.requireCaller(req);
      const factorId = requireUuidParam(params.factor_id, 'factor_id');
      const body = await readJsonObject(req);
      const limit = api.limits().verifyPerFactor;
      // Per factor (canonical id) and per user, so neither another spelling nor another
      // factor of the same account is a fresh budget.
      const factorKey = `verify:factor:${factorId}`;
      const userKey = `verify:user:${caller.user.id}`;
      const userWait = await api.limiter.take(userKey, limit);
      if (userWait) throw api.rateLimited(userWait);
      const factorWait = await api.limiter.take(factorKey, limit);
      if (factorWait) {
        await api.limiter.refund(userKey);
        throw api.rateLimited(factorWait);
      }
      const result = await verify(api.ctx, caller, factorId, body, api.issuerOf(req));
      await Promise.all([api.limiter.refund(factorKey), api.limiter.refund(userKey)]);
      await api.audit(req, { action: 'verification_attempted', actorId: caller.user.id, actorEmail: caller.user.email, traits: { factor_id: factorId, success: true } });
      api.send(req, res, 200, result);
    },
  },
];
