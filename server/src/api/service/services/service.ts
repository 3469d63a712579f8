import { createTaxonomyService } from '../../../utils/taxonomy';

export default createTaxonomyService('api::service.service');
