// The content types' rules live in their services (Strapi's own layout); this gives them their types
// where they are called: rules.company(strapi).isMember(…) is strapi.service('api::company.company').isMember(…).
import type { Core, UID } from '@strapi/strapi';
import type { MemberRules } from '../api/member/services/member';
import type { CompanyRules } from '../api/company/services/company';
import type { EventRules } from '../api/event/services/event';
import type { TaxonomyRules, TaxonomyUid } from './taxonomy';

const service = <T>(strapi: Core.Strapi, uid: UID.Service) => strapi.service(uid) as unknown as T;

export const rules = {
  member: (strapi: Core.Strapi) => service<MemberRules>(strapi, 'api::member.member'),
  company: (strapi: Core.Strapi) => service<CompanyRules>(strapi, 'api::company.company'),
  event: (strapi: Core.Strapi) => service<EventRules>(strapi, 'api::event.event'),
  taxonomy: (strapi: Core.Strapi, uid: TaxonomyUid) => service<TaxonomyRules>(strapi, uid),
};
