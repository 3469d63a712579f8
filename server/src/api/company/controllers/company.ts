import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { checkEmail, checkHttpUrl, checkIdList, checkPhone, checkText, pickWritableData } from '../../../policies/lib/input';
import { memberOfUser } from '../../../policies/lib/ownership';

// `members` is never writable by clients: the server links the creator; Logo/Photos go through /api/upload.
const WRITABLE = [
  'Name', 'Email', 'Phone', 'About', 'Country', 'City', 'NumberOfEmployees', 'Website', 'CompanyLinkedin',
  'CompanyVideoPresentation', 'sectors', 'skills', 'services',
] as const;

function checkCompany(data: Record<string, unknown>, creating: boolean) {
  // Name, Email and Phone are required by the form: on create they must be there, on update they may be
  // omitted but not emptied.
  checkText(data, 'Name', { required: creating || 'Name' in data, max: 160 });
  checkEmail(data, 'Email', creating || 'Email' in data);
  checkPhone(data, 'Phone', creating || 'Phone' in data);
  const n = data.NumberOfEmployees;
  if (n !== undefined && n !== null && !(Number.isInteger(n) && (n as number) >= 0)) {
    throw new errors.ValidationError('NumberOfEmployees doit être un nombre entier positif', { field: 'NumberOfEmployees' });
  }
  for (const key of ['Website', 'CompanyLinkedin', 'CompanyVideoPresentation']) checkHttpUrl(data, key);
  for (const key of ['sectors', 'skills', 'services']) checkIdList(data, key);
}

export default factories.createCoreController('api::company.company', ({ strapi }) => ({
  async create(ctx) {
    const member = await memberOfUser(strapi, ctx.state.user?.id);
    if (!member) throw new errors.PolicyError('Aucun profil membre n’est lié à ce compte');
    const data = pickWritableData(ctx.request.body, WRITABLE);
    checkCompany(data, true);
    ctx.request.body = { data: { ...data, members: [member.id] } };
    return super.create(ctx);
  },

  async update(ctx) {
    const data = pickWritableData(ctx.request.body, WRITABLE);
    checkCompany(data, false);
    ctx.request.body = { data };
    return super.update(ctx);
  },
}));
