// Refuses, before any route runs, a content-API request that would cost the server more than any page of
// the app needs: populate depth and breadth in every form, filters, fields, sort, pagination and the
// length of the URL (src/utils/query-budget.ts). The answer is a 400 (414 for a URL too long) with a
// French message; the event loop never starts building such an answer.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { QUERY_BUDGET, overBudgetMessage, queryBudgetProblems } from '../utils/query-budget';
import { apiPrefix } from '../utils/content-api-route';

const queryBudget: Core.MiddlewareFactory = (_config, { strapi }) => {
  const prefix = apiPrefix(strapi);
  return async (ctx, next) => {
    if (ctx.path === prefix || ctx.path.startsWith(`${prefix}/`)) {
      if (ctx.originalUrl.length > QUERY_BUDGET.urlLength) {
        ctx.status = 414;
        ctx.body = {
          data: null,
          error: {
            status: 414,
            name: 'UriTooLongError',
            message: `Adresse trop longue : ${QUERY_BUDGET.urlLength} caractères au maximum.`,
            details: {},
          },
        };
        return;
      }
      const problems = queryBudgetProblems((ctx.query ?? {}) as Record<string, unknown>);
      if (problems.length > 0) throw new errors.ValidationError(overBudgetMessage(problems), { budget: problems });
    }
    await next();
  };
};

export default queryBudget;
