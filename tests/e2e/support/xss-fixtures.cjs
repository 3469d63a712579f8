'use strict';
// Test-only data the API cannot write (organisers use the admin panel): an event and its programme with
// script-injection payloads, and links stored with a javascript: scheme (as if typed in the back office
// before the API refused them). Loaded by backend/scripts/test-server.js through SEED_MODULE.
const PAYLOAD = '<img src=x id=xss-img onerror="window.__xss=1"> <script id="xss-script">window.__xss=1</script>';
const JS_URL = 'javascript:window.__xss=1';

module.exports = async function xssFixtures(strapi) {
  const day = new Date(Date.now() + 7 * 86400000).toISOString().slice(0, 10);
  await strapi.documents('api::event.event').create({
    data: {
      Name: `XSS <svg id="xss-svg" onload="window.__xss=1"></svg> événement`,
      Description: `Description ${PAYLOAD}`,
      Date: day,
      StartingTime: '12:00:00.000',
      Address: `Rue <b id="xss-b">grasse</b> 1`,
      Published: true,
      Programme: [{ Title: `Plan ${PAYLOAD}`, Description: `Programme ${PAYLOAD}`, StartingTime: '12:00:00.000' }],
    },
  });
  const member = await strapi.documents('api::member.member').create({
    data: { Name: 'Lien Piégé', LinkedinProfileURL: JS_URL, MemberPresentationURL: JS_URL },
  });
  await strapi.documents('api::company.company').create({
    data: {
      Name: 'Société Liens Piégés',
      Email: 'piege@exemple.be',
      Phone: '010 00 00 00',
      Website: JS_URL,
      CompanyLinkedin: JS_URL,
      CompanyVideoPresentation: JS_URL,
      members: [member.documentId],
    },
  });
  await strapi.documents('api::event-photo.event-photo').create({ data: {} });
};
