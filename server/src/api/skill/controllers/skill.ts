import { createTaxonomyController } from '../../../policies/lib/taxonomy';

export default createTaxonomyController('api::skill.skill');
