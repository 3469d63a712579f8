import { createTaxonomyController } from '../../taxonomy/services/taxonomy';

export default createTaxonomyController('api::sector.sector');
