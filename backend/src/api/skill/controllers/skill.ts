import { createTaxonomyController } from '../../taxonomy/services/taxonomy';

export default createTaxonomyController('api::skill.skill');
