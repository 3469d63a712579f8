import { createTaxonomyService } from '../../taxonomy/services/taxonomy';

export default createTaxonomyService('api::skill.skill');
