// Script-injection payloads saved through the API (or, where the API cannot write, by a test fixture) and
// expected to render as plain text. Each carries a marker: if one ever became markup, an element with that
// id (or a window flag) would appear.
export const XSS = {
  img: '<img src=x id=xss-img onerror="window.__xss=1">',
  script: '<script id="xss-script">window.__xss=1</script>',
  svg: '<svg id="xss-svg" onload="window.__xss=1"></svg>',
  attr: '" onmouseover="window.__xss=1" data-x="',
  iframe: '<iframe id="xss-iframe" src="javascript:window.__xss=1"></iframe>',
  style: '<style id="xss-style">body{display:none}</style>',
  link: '<a id="xss-link" href="javascript:window.__xss=1">clic</a>',
  template: '{{constructor.constructor("window.__xss=1")()}}',
} as const;

export const XSS_IDS = ['xss-img', 'xss-script', 'xss-svg', 'xss-iframe', 'xss-style', 'xss-link'];

/** Every payload in one text (for long free-text fields). */
export const XSS_ALL = Object.values(XSS).join(' ');

export const JAVASCRIPT_URL = 'javascript:window.__xss=1';
