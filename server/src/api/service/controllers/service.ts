import { createTaxonomyController } from '../../../policies/lib/taxonomy';

export default createTaxonomyController('api::service.service');
