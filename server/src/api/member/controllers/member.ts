import { factories } from '@strapi/strapi';
import { checkEmail, checkIdList, checkText, checkPhone, pickWritableData } from '../../../policies/lib/input';

// What a member may change on its own profile (Profile, user, companies and BioImage are not writable here:
// BioImage goes through POST /api/upload, companies through the companies' own endpoints).
const WRITABLE = [
  'Name', 'Email', 'Phone', 'AboutMe', 'Country', 'City', 'LinkedinProfileURL', 'Profession',
  'MemberPresentationURL', 'sectors', 'skills',
] as const;

export default factories.createCoreController('api::member.member', () => ({
  async update(ctx) {
    const data = pickWritableData(ctx.request.body, WRITABLE);
    checkText(data, 'Name', { required: 'Name' in data, max: 120 });
    checkEmail(data, 'Email', 'Email' in data);
    checkPhone(data, 'Phone', 'Phone' in data);
    checkIdList(data, 'sectors');
    checkIdList(data, 'skills');
    ctx.request.body = { data };
    return super.update(ctx);
  },
}));
