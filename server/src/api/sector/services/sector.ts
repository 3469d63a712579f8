import { createTaxonomyService } from '../../../utils/taxonomy';

export default createTaxonomyService('api::sector.sector');
