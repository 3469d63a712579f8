import { createTaxonomyService } from '../../taxonomy/services/taxonomy';

export default createTaxonomyService('api::sector.sector');
