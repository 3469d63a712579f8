import { createTaxonomyController } from '../../../utils/taxonomy';

export default createTaxonomyController('api::skill.skill');
