/**
 * Record text is the editor's HTML subset; anything else (a script, an attribute) is dropped before it is
 * put in the page, since text can also come from older clients or the API.
 */
export function sanitize(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const allowed = new Set(['P', 'BR', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'U', 'B', 'I']);
  // Children first, so an element that is unwrapped hands over children that are clean already.
  const clean = (node: Node) => {
    for (const child of [...node.childNodes]) {
      if (!(child instanceof Element)) continue;
      clean(child);
      if (!allowed.has(child.tagName)) {
        child.replaceWith(...(['SCRIPT', 'STYLE'].includes(child.tagName) ? [] : [...child.childNodes]));
      } else {
        for (const attr of [...child.attributes]) child.removeAttribute(attr.name);
      }
    }
  };
  clean(doc.body);
  return doc.body.innerHTML;
}
